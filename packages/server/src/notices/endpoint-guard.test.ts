import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './endpoint-guard.ts';

describe("#30 a push endpoint never reaches the server's own networks", () => {
  it('#30 https to a public address is sent to; loopback, private, link-local and mapped addresses, names that resolve to them, and plain http are not', async () => {
    expect(await pushEndpointAllowed('https://93.184.216.34/push/abc', false)).toBe(true);
    for (const endpoint of ['https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://172.20.0.5/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://0.0.0.0/x', 'https://localhost/x', 'http://93.184.216.34/x', 'not a url']) {
      expect(await pushEndpointAllowed(endpoint, false), endpoint).toBe(false);
    }
  });

  it('#30 a test push service on this machine is allowed only when the server is told so (allowHttpPush)', async () => {
    expect(await pushEndpointAllowed('http://127.0.0.1:4000/sub', true)).toBe(true);
    expect(await pushEndpointAllowed('http://127.0.0.1:4000/sub', false)).toBe(false);
  });
});
