// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../lib/settings';

/**
 * deploy/k8s/ as `kubectl apply -f deploy/k8s/` takes it: every manifest valid by Kubernetes' own schema
 * (kubernetes-models, generated from the API's OpenAPI definitions; offline), and the pieces fit together the way an
 * operator relies on for deploys without errors.
 */
const root = join(__dirname, '..', '..');
const folder = join(root, 'deploy', 'k8s');

interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

const manifests: { file: string; manifest: Manifest }[] = readdirSync(folder)
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((file) =>
    parseAllDocuments(readFileSync(join(folder, file), 'utf8')).map((document) => ({
      file,
      manifest: document.toJS() as Manifest,
    })),
  );
const find = <T>(kind: string) => manifests.find(({ manifest }) => manifest.kind === kind)?.manifest as T & Manifest;

/** The kubernetes-models class for a manifest: `apps/v1` + `Deployment` → kubernetes-models/apps/v1/Deployment. */
async function model(manifest: Manifest): Promise<{ validate(): void }> {
  const exports = (await import(`kubernetes-models/${manifest.apiVersion}/${manifest.kind}`)) as Record<
    string,
    new (data: Manifest) => { validate(): void }
  >;
  const Model = exports[manifest.kind];
  if (!Model) throw new Error(`no model for ${manifest.apiVersion} ${manifest.kind}`);
  return new Model(manifest);
}

interface Probe {
  httpGet: { path: string; port: string };
}
interface Deployment {
  spec: {
    selector: { matchLabels: Record<string, string> };
    strategy: { rollingUpdate: { maxUnavailable: number; maxSurge: number } };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        terminationGracePeriodSeconds: number;
        containers: {
          ports: { name: string; containerPort: number }[];
          readinessProbe: Probe;
          livenessProbe: Probe;
          envFrom: ({ configMapRef?: { name: string } } & { secretRef?: { name: string } })[];
        }[];
      };
    };
  };
}

describe('the Kubernetes manifests (deploy/k8s)', () => {
  it('are the resources an operator expects, each valid by the Kubernetes schema', async () => {
    expect(manifests.map(({ manifest }) => manifest.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Secret', 'Service'].sort(),
    );
    for (const { file, manifest } of manifests) {
      const resource = await model(manifest);
      expect(() => resource.validate(), file).not.toThrow();
    }
  });

  it('roll out without errors: a new pod ready before an old one stops, ready and alive probed apart', () => {
    const deployment = find<Deployment>('Deployment');
    const { spec } = deployment;
    expect(spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
    expect(spec.template.metadata.labels).toMatchObject(spec.selector.matchLabels);
    const [container] = spec.template.spec.containers;
    expect(container!.readinessProbe.httpGet.path).toBe('/api/health/ready');
    expect(container!.livenessProbe.httpGet.path).toBe('/api/health/live');
    for (const path of ['ready', 'live']) expect(existsSync(join(root, 'app/api/health', path, 'route.ts'))).toBe(true);
    const portNames = container!.ports.map((port) => port.name);
    expect(portNames).toContain(container!.readinessProbe.httpGet.port);
    // server.ts drains for at most 10 s: the pod is given longer.
    expect(spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(10);

    const service = find<{ spec: { selector: Record<string, string>; ports: { targetPort: string }[] } }>('Service');
    expect(spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(portNames).toContain(service.spec.ports[0]!.targetPort);
    const budget = find<{ spec: { selector: { matchLabels: Record<string, string> } } }>('PodDisruptionBudget');
    expect(budget.spec.selector.matchLabels).toEqual(spec.selector.matchLabels);
    const autoscaler = find<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      'HorizontalPodAutoscaler',
    );
    expect(autoscaler.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it('take their settings from the ConfigMap and Secret beside them, by names the site reads', () => {
    const [container] = find<Deployment>('Deployment').spec.template.spec.containers;
    const configMap = find<{ data: Record<string, string> }>('ConfigMap');
    const secret = find<{ stringData: Record<string, string> }>('Secret');
    expect(container!.envFrom).toEqual([
      { configMapRef: { name: configMap.metadata.name } },
      { secretRef: { name: secret.metadata.name } },
    ]);
    const names = [...Object.keys(configMap.data), ...Object.keys(secret.stringData)];
    expect(names.filter((name) => !(name in SETTINGS))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['REDIS_URL', 'DATABASE_URL', 'FORMS_WEBHOOK_SECRET']));
  });
});
