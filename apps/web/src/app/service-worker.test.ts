import { describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, registerServiceWorkerWhenIdle, type ServiceWorkerHost } from './service-worker';

function fakeHost(readyState: DocumentReadyState, withIdle = true) {
  const listeners: Array<() => void> = [];
  const idle: Array<{ callback: () => void; timeout: number }> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const register = vi.fn((_url: string, _options: { scope: string }) => Promise.resolve({}));
  const host: ServiceWorkerHost = {
    document: { readyState },
    navigator: { serviceWorker: { register } },
    addEventListener: (_type, listener) => listeners.push(listener),
    ...(withIdle ? { requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle.push({ callback, timeout: options.timeout }) } : {}),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  return { host, listeners, idle, timers, register };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event, then for an idle moment, before registering', () => {
    const { host, listeners, idle, register } = fakeHost('loading');
    registerServiceWorkerWhenIdle(host);
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);
    listeners.forEach((listener) => listener());
    expect(register).not.toHaveBeenCalled();
    expect(idle).toEqual([{ callback: expect.any(Function), timeout: IDLE_TIMEOUT_MS }]);
    idle[0]?.callback();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on a page already loaded, waits only for the idle moment', () => {
    const { host, listeners, idle, register } = fakeHost('complete');
    registerServiceWorkerWhenIdle(host);
    expect(listeners).toHaveLength(0);
    idle[0]?.callback();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('without idle callbacks (Safari), registers a second after the load', () => {
    const { host, timers, register } = fakeHost('complete', false);
    registerServiceWorkerWhenIdle(host);
    expect(timers.map((t) => t.ms)).toEqual([1_000]);
    timers[0]?.callback();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing where service workers are not available, and survives a refused registration', async () => {
    const bare = fakeHost('complete');
    registerServiceWorkerWhenIdle({ ...bare.host, navigator: {} });
    expect(bare.idle).toHaveLength(0);
    const refused = fakeHost('complete');
    refused.register.mockImplementation(() => Promise.reject(new Error('SecurityError')));
    registerServiceWorkerWhenIdle(refused.host);
    refused.idle[0]?.callback();
    await Promise.resolve();
    expect(refused.register).toHaveBeenCalledTimes(1);
  });
});
