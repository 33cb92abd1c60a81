import type { ScamWarning, ScamWarningKind } from './scam-kinds';
import { SCAM_RULES, SCAM_VOCABULARY, type ScamRule } from './scam-rules';

// The scam checker: SCAM_RULES compiled once, when this module loads, and run on every message sent. Pure and
// synchronous; a message costs a few microseconds (services/api/bench/scam-check.ts).

export interface CompiledScamRule {
  id: string;
  kind: ScamWarningKind;
  reason: string;
  all: RegExp[];
  none: RegExp[];
  firstMessageOnly: boolean;
}

/** A rule that cannot be compiled: start-up stops with this, naming the rule. */
export class ScamRuleError extends Error {
  constructor(ruleId: string, detail: string) {
    super(`Scam rule "${ruleId}" does not compile: ${detail}`);
    this.name = 'ScamRuleError';
  }
}

const PLACEHOLDER = /\{([a-z_]+)\}/g;
/** Vocabulary entries may use others; this deep is plenty and stops a loop. */
const MAX_EXPANSION_DEPTH = 4;

function expand(source: string, vocabulary: Record<string, string>, ruleId: string, depth = 0): string {
  return source.replace(PLACEHOLDER, (_, name: string) => {
    const entry = vocabulary[name];
    if (entry === undefined) throw new ScamRuleError(ruleId, `unknown word list {${name}}`);
    if (depth >= MAX_EXPANSION_DEPTH) throw new ScamRuleError(ruleId, `{${name}} refers to itself`);
    return expand(entry, vocabulary, ruleId, depth + 1);
  });
}

/** Compiles rules, throwing ScamRuleError for the first that is malformed (or whose id is taken). */
export function compileScamRules(
  rules: readonly ScamRule[],
  vocabulary: Record<string, string> = SCAM_VOCABULARY,
): CompiledScamRule[] {
  const seen = new Set<string>();
  return rules.map((rule) => {
    if (seen.has(rule.id)) throw new ScamRuleError(rule.id, 'another rule has the same id');
    seen.add(rule.id);
    if (rule.all.length === 0) throw new ScamRuleError(rule.id, 'it has no pattern to match');
    if (rule.reason.trim() === '') throw new ScamRuleError(rule.id, 'it has no reason to show');
    const compile = (source: string) => {
      const expanded = expand(source, vocabulary, rule.id);
      try {
        return new RegExp(expanded, 'i');
      } catch (error) {
        throw new ScamRuleError(rule.id, (error as Error).message);
      }
    };
    return {
      id: rule.id,
      kind: rule.kind,
      reason: rule.reason,
      all: rule.all.map(compile),
      none: (rule.none ?? []).map(compile),
      firstMessageOnly: rule.firstMessageOnly === true,
    };
  });
}

const COMPILED = compileScamRules(SCAM_RULES);

/** Lower case, Krio's open vowels as plain ones, one kind of apostrophe, single spaces. */
export function normaliseMessage(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ɔƆ]/g, 'o')
    .replace(/[ɛƐ]/g, 'e')
    .replace(/[‘’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const matches = (rule: CompiledScamRule, text: string) =>
  rule.all.every((pattern) => pattern.test(text)) && !rule.none.some((pattern) => pattern.test(text));

function warningsOf(text: string, rules: readonly CompiledScamRule[], firstInConversation: boolean) {
  const warnings: ScamWarning[] = [];
  for (const rule of rules) {
    if (rule.firstMessageOnly && !firstInConversation) continue;
    if (warnings.some((warning) => warning.kind === rule.kind)) continue;
    if (matches(rule, text)) warnings.push({ kind: rule.kind, reason: rule.reason });
  }
  return warnings;
}

/**
 * The warnings a message's recipient should see: at most one per kind, with the reason of the first rule of
 * that kind that matched. `firstInConversation` turns on the rules about moving off Ile.
 */
export function checkMessage(
  text: string,
  { firstInConversation }: { firstInConversation: boolean },
  rules: readonly CompiledScamRule[] = COMPILED,
): ScamWarning[] {
  return warningsOf(normaliseMessage(text), rules, firstInConversation);
}

const FIRST_ONLY = COMPILED.filter((rule) => rule.firstMessageOnly);
const ANY_MESSAGE = COMPILED.filter((rule) => !rule.firstMessageOnly);

/**
 * Both answers at once, for a sender that learns whether the message opens its conversation only as it is
 * written: `first` when it does, `later` otherwise. Each rule runs at most once.
 */
export function checkMessageEitherWay(text: string): { first: ScamWarning[]; later: ScamWarning[] } {
  const normalised = normaliseMessage(text);
  const later = warningsOf(normalised, ANY_MESSAGE, false);
  const extra = warningsOf(normalised, FIRST_ONLY, true).filter(
    (warning) => !later.some((known) => known.kind === warning.kind),
  );
  return { first: extra.length > 0 ? [...later, ...extra] : later, later };
}
