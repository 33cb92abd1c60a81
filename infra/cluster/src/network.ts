import { execFileSync } from 'node:child_process';

/**
 * Simulated hosts on this one machine: each host is a network namespace with its own loopback and one
 * interface, cabled by a veth pair into a bridge in the machine's own namespace, where the data services
 * (PostgreSQL, Redis, object storage) and the proxy live. Nothing here leaves the machine: the addresses are a
 * private test range (10.231.77.0/24) that the proof creates and removes.
 */
export const SUBNET = '10.231.77';
/** The data services' address: the bridge's own, in the machine's namespace. */
export const DATA_HOST = `${SUBNET}.1`;
const BRIDGE = 'ilecp-br';
const PREFIX = 'ilecp-';

export interface SimulatedHost {
  name: string;
  /** The namespace's name, for `ip netns exec`. */
  namespace: string;
  address: string;
  /** Runs a command on this host: a prefix for spawn. */
  wrap: string[];
}

function ip(...args: string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function quietly(run: () => unknown): void {
  try {
    run();
  } catch {
    // already gone
  }
}

/** Whether this process may make namespaces (root, or CAP_NET_ADMIN, and iproute2 present). */
export function canMakeHosts(): { ok: true } | { ok: false; reason: string } {
  try {
    execFileSync('ip', ['-V'], { stdio: 'ignore' });
  } catch {
    return { ok: false, reason: 'the `ip` command (Debian package iproute2) is not installed' };
  }
  if (process.getuid?.() !== 0)
    return { ok: false, reason: 'making network namespaces needs root (run as root or with sudo)' };
  return { ok: true };
}

export class HostNetwork {
  private readonly hosts: SimulatedHost[] = [];

  /** Removes what an earlier, killed run left behind: namespaces and links with the proof's prefix. */
  static removeLeftovers(): void {
    for (const line of ip('netns', 'list').split('\n')) {
      const name = line.split(' ')[0];
      if (name?.startsWith(PREFIX)) quietly(() => ip('netns', 'delete', name));
    }
    for (const line of ip('-o', 'link', 'show').split('\n')) {
      const name = /^\d+:\s+([^:@]+)/.exec(line)?.[1];
      if (name?.startsWith(PREFIX)) quietly(() => ip('link', 'delete', name));
    }
  }

  static create(): HostNetwork {
    HostNetwork.removeLeftovers();
    ip('link', 'add', BRIDGE, 'type', 'bridge');
    ip('addr', 'add', `${DATA_HOST}/24`, 'dev', BRIDGE);
    ip('link', 'set', BRIDGE, 'up');
    return new HostNetwork();
  }

  /** A new host on the bridge, addressed `10.231.77.<10 + n>`. */
  addHost(name: string): SimulatedHost {
    const index = this.hosts.length + 1;
    const namespace = `${PREFIX}${name}`;
    const address = `${SUBNET}.${10 + index}`;
    // Interface names are at most 15 characters.
    const outside = `${PREFIX}${index}o`;
    const inside = `${PREFIX}${index}i`;
    ip('netns', 'add', namespace);
    ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
    ip('link', 'set', inside, 'netns', namespace);
    ip('link', 'set', outside, 'master', BRIDGE);
    ip('link', 'set', outside, 'up');
    ip('netns', 'exec', namespace, 'ip', 'link', 'set', 'lo', 'up');
    ip('netns', 'exec', namespace, 'ip', 'addr', 'add', `${address}/24`, 'dev', inside);
    ip('netns', 'exec', namespace, 'ip', 'link', 'set', inside, 'up');
    const host = { name, namespace, address, wrap: ['ip', 'netns', 'exec', namespace] };
    this.hosts.push(host);
    return host;
  }

  /** Deletes every namespace (which takes its veth pair with it) and the bridge. Safe to call twice. */
  remove(): void {
    for (const host of this.hosts.splice(0)) quietly(() => ip('netns', 'delete', host.namespace));
    quietly(() => ip('link', 'delete', BRIDGE));
  }
}
