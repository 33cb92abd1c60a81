/**
 * An E.164 number as people read it: '+234 803 123 4567', '+232 76 123 456'. Anything else is shown as
 * stored (the full phone library is too heavy for the listing page's budget).
 */
export function formatPhone(phone: string): string {
  const nigeria = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (nigeria) return `+234 ${nigeria[1]} ${nigeria[2]} ${nigeria[3]}`;
  const sierraLeone = /^\+232(\d{2})(\d{3})(\d{3})$/.exec(phone);
  if (sierraLeone) return `+232 ${sierraLeone[1]} ${sierraLeone[2]} ${sierraLeone[3]}`;
  return phone;
}
