import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './paths';

// docker-compose.yml and the image it builds (infra/docker/node.Dockerfile), read as compose and docker
// would read them, for the checks that stand in for Docker on machines without it (docker-compose.test.ts,
// `npm run compose:rehearse`).

export interface ComposeService {
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  entrypoint?: string[];
  volumes?: string[];
}

export const composeFile = parse(readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as { services: Record<string, ComposeService> };

/** The services that run the product's own code (the image). */
export const APP_SERVICES = ['migrate', 'api', 'worker'] as const;

/** What the host sets for compose to substitute (the shell's variables, or a `.env` file beside the compose file). */
export type HostVariables = Readonly<Record<string, string | undefined>>;

/**
 * Compose's interpolation of one value: `${NAME}`, `${NAME:-default}` / `${NAME-default}`, and
 * `${NAME:?message}` / `${NAME?message}`, which refuse to start when NAME is unset (or empty, with the colon);
 * `$$` is a literal `$`.
 */
export function interpolate(value: string, host: HostVariables): string {
  return value.replace(
    /\$\$|\$\{(\w+)(?:(:?)([-?])([^}]*))?\}/g,
    (match, name: string | undefined, colon: string, operator: string, word: string) => {
      if (match === '$$') return '$';
      const set = host[name as string];
      const missing = set === undefined || (colon === ':' && set === '');
      if (operator === '?' && missing)
        throw new Error(`compose refuses to start: ${name} ${word || 'is required'}`);
      if (operator === '-' && missing) return word;
      return set ?? '';
    },
  );
}

/** A service's environment as compose passes it, with `host` the variables set where compose runs. */
export function composeEnvironment(service: string, host: HostVariables = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(composeFile.services[service]?.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), host),
    ]),
  );
}

const dockerfileText = readFileSync(join(repoRoot, 'infra/docker/node.Dockerfile'), 'utf8');
const [depsStage = '', buildStage = '', runtimeStage = ''] = dockerfileText.split(/^FROM /m).slice(1);
const runLines = (stage: string) => [...stage.matchAll(/^RUN (.+)$/gm)].map((match) => match[1] as string);

/** What node.Dockerfile does, stage by stage. */
export const image = {
  /** The files the deps stage copies (its `COPY a b dir/` lines) before its commands. */
  depsFiles: [...depsStage.matchAll(/^COPY (.+) \S+$/gm)].flatMap((match) => (match[1] as string).split(' ')),
  depsCommands: runLines(depsStage),
  /** After `COPY . .`. */
  buildCommands: runLines(buildStage),
  /** The runtime stage's ENV lines. */
  environment: Object.fromEntries(
    [...runtimeStage.matchAll(/^ENV (\w+)=(\S+)$/gm)].map((match) => [
      match[1] as string,
      match[2] as string,
    ]),
  ),
  command: JSON.parse(runtimeStage.match(/^CMD (\[.*\])$/m)?.[1] ?? '[]') as string[],
};

/** A service's command: its own, or the image's. */
export const composeCommand = (service: string): string[] =>
  composeFile.services[service]?.command ?? image.command;

/** A service's environment inside its container: the image's ENV under the compose file's. */
export const containerEnvironment = (service: string, host: HostVariables = {}): Record<string, string> => ({
  ...image.environment,
  ...composeEnvironment(service, host),
});
