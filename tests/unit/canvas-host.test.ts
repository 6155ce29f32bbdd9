import { isAllowedReferrer } from '@uniformdev/canvas';
import { canvasHost } from '@/components/editing/CanvasEditingBridge/CanvasEditingBridge.client';

/** The canvas host the bridge loads the embed script from, by the SDK's referrer rule (UniformScript). */
describe('canvas host', () => {
  const configured = 'https://uniform.app';
  it.each([
    ['https://canary.uniform.app/projects/p/canvas/c', 'https://canary.uniform.app/projects/p/canvas/c'],
    ['https://eu.uniform.global/', configured],
    ['', configured],
    ['https://evil.example/uniform.app/', configured],
  ])('referrer %j → %s', (referrer, host) => {
    expect(canvasHost(referrer, configured, isAllowedReferrer)).toBe(host);
  });

  it('accepts the configured editor (a self-hosted or test canvas) as a referrer too', () => {
    expect(canvasHost('http://127.0.0.1:4100/editor?src=x', 'http://127.0.0.1:4100', isAllowedReferrer)).toBe(
      'http://127.0.0.1:4100/editor?src=x',
    );
  });
});
