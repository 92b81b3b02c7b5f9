import {
  PREVIEW_BRIDGE_PATH,
  PREVIEW_SELECT_PATH,
} from '@kiln/contract/preview'

/**
 * The runtime error bridge, served same-origin at PREVIEW_BRIDGE_PATH (the
 * CSP forbids inline script). It posts to the exact studio origin only and
 * takes commands only from the parent window at that origin.
 */
export function bridgeScript(appOrigin: string): string {
  return `(function () {
  'use strict';
  var PARENT = ${JSON.stringify(appOrigin)};
  var script = document.currentScript;
  var taskId = (script && script.getAttribute('data-task-id')) || '';
  if (window.parent === window) return;
  function post(data) {
    try { window.parent.postMessage(data, PARENT); } catch (e) {}
  }
  function report(kind, message, stack) {
    post({
      type: 'kiln:preview-error',
      kind: kind,
      message: String(message || 'Unknown error').slice(0, 2000),
      stack: stack ? String(stack).slice(0, 8000) : undefined,
      taskId: taskId
    });
  }
  window.addEventListener('error', function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      report('resource', 'Failed to load ' + (target.src || target.href));
      return;
    }
    report('error', event.message, event.error && event.error.stack);
  }, true);
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    var message = reason && reason.message ? reason.message : String(reason);
    report('unhandledrejection', message, reason && reason.stack);
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'kiln:reload') window.location.reload();
  });
  post({ type: 'kiln:preview-ready', taskId: taskId });
})();
`
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * Prepares a version's index.html: the bridge goes first in <head> (and,
 * in the studio's version frame, the visual edits' selection script), and
 * `./` asset URLs become root-absolute so deep client routes still find
 * them (the app lives at the root of its origin; base-uri 'none' rules out
 * a <base> tag).
 */
export function prepareIndexHtml(
  html: string,
  taskId: string,
  { selectable = false }: { selectable?: boolean } = {}
): string {
  const tag =
    `<script src="${PREVIEW_BRIDGE_PATH}" data-task-id="${escapeAttribute(taskId)}"></script>` +
    (selectable ? `\n    <script src="${PREVIEW_SELECT_PATH}"></script>` : '')
  const rewritten = html.replace(
    /(\s(?:src|href)=["'])\.\//gi,
    (_match, attr: string) => `${attr}/`
  )
  const head = /<head(\s[^>]*)?>/i.exec(rewritten)
  if (!head) return `${tag}\n${rewritten}`
  const at = head.index + head[0].length
  return `${rewritten.slice(0, at)}\n    ${tag}${rewritten.slice(at)}`
}
