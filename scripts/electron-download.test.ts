import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { electronDownloadBase, installPlan, probeReachable } from './electron-download.mjs';

describe('installPlan', () => {
  it('installs once without the binary when the download host does not answer', async () => {
    const asked: string[] = [];
    const plan = await installPlan({ PATH: '/bin' }, async (url: string) => {
      asked.push(url);
      return false;
    });
    expect(asked).toEqual(['https://github.com/electron/electron/releases/download/']);
    expect(plan.skipped).toBe(true);
    expect(plan.env.ELECTRON_SKIP_BINARY_DOWNLOAD).toBe('1');
    expect(plan.message).toContain('cannot be reached');
  });

  it('keeps the download when the host answers, and asks the mirror when one is set', async () => {
    const asked: string[] = [];
    const plan = await installPlan(
      { ELECTRON_MIRROR: 'https://mirror.example/electron/' },
      async (url: string) => {
        asked.push(url);
        return true;
      },
    );
    expect(asked).toEqual(['https://mirror.example/electron/']);
    expect(plan.skipped).toBe(false);
    expect(plan.env.ELECTRON_SKIP_BINARY_DOWNLOAD).toBeUndefined();
  });

  it('does not probe when the skip is already asked for', async () => {
    const plan = await installPlan({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }, async () => {
      throw new Error('must not probe');
    });
    expect(plan.skipped).toBe(true);
  });

  it('reads the npm config mirror too', () => {
    expect(electronDownloadBase({ npm_config_electron_mirror: 'https://npm.mirror/' })).toBe(
      'https://npm.mirror/',
    );
  });
});

describe('probeReachable', () => {
  it('is true for a host that answers with any status, false once nobody listens', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await probeReachable(`http://127.0.0.1:${port}/electron/`, 2000)).toBe(true);
    await new Promise((resolve) => server.close(resolve));
    expect(await probeReachable(`http://127.0.0.1:${port}/electron/`, 2000)).toBe(false);
  });

  it('is false when the host does not answer before the timeout', async () => {
    const server = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect(await probeReachable(`http://127.0.0.1:${port}/`, 200)).toBe(false);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
