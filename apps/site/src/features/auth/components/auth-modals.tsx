// Placeholder until the auth modals land (site issue 7).
export default function AuthModals() {
  return null;
}
