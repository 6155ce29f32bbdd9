import { IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID, version } from '@uniformdev/canvas';
import { canvasOrigin } from '@/lib/serve/csp-sources';
import { requestNonce } from '@/lib/page/request-nonce';

/**
 * What canvas-react's `useUniformContextualEditing` adds to a page the canvas opens: the flag naming the SDK, then the
 * editor's contextual-editing embed script (it reads the markers and parameter attributes, draws selection and edits
 * text in place). Rendered by the server in editing mode only, so no published page carries a byte of it. The script
 * loads from the canvas origin the CSP of preview responses allows; the loader carries the request's CSP nonce.
 */
export async function CanvasEmbedScript() {
  const nonce = await requestNonce();
  const flag = { framework: 'React', version: 2, canvasPackageVersion: version };
  const src = `${canvasOrigin(process.env)}/files/canvas-in-context-embed/index.js`;
  // As the SDK's effect does it: the flag first, then the script, added once.
  const loader = [
    `window.__UNIFORM_CONTEXTUAL_EDITING__=${JSON.stringify(flag)};`,
    `if(!document.getElementById(${JSON.stringify(IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID)})){`,
    `var s=document.createElement('script');s.id=${JSON.stringify(IN_CONTEXT_EDITOR_EMBED_SCRIPT_ID)};`,
    `s.src=${JSON.stringify(src)};s.async=true;document.head.appendChild(s);}`,
  ].join('');
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />;
}
