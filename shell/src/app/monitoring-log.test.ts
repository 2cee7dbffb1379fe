import { createMonitoringLog } from './monitoring-log';

describe('the monitoring log', () => {
  it('masks what any writer hands it before it reaches the console', () => {
    const printed: string[] = [];
    const log = createMonitoringLog({ info: () => {}, error: (...parts: unknown[]) => void printed.push(parts.join(' ')) });
    log.write({
      level: 'error',
      code: 1065,
      api: 'client authCodeMissing',
      kind: 'unknown',
      status: null,
      headers: {},
      payload: { authCode: 'code-123', state: 'abc', email: 'jane@example.com' },
      response: null,
    });
    expect(printed[0]).not.toMatch(/code-123|"abc"|jane@example\.com/);
    expect(log.entries()[0]?.payload).toEqual({ authCode: '********', state: '********', email: 'j***@*******.***' });
  });

  it('keeps the newest 200 entries', () => {
    const log = createMonitoringLog({ info: () => {}, error: () => {} });
    for (let code = 0; code < 205; code += 1) {
      log.write({ level: 'info', code, api: 'GET x', kind: 'success', status: 200, headers: {}, payload: null, response: null });
    }
    expect(log.entries()).toHaveLength(200);
    expect(log.entries()[0]?.code).toBe(5);
  });
});
