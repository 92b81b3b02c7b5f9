/**
 * The visual edits' selection script, served at PREVIEW_SELECT_PATH on a
 * version's own origin only (never published or shared ones). It takes
 * `{type:'kiln:select-mode', on}` only from the parent window at the studio
 * origin; while on, it outlines the tagged element under the pointer and a
 * click selects it instead of acting: `{type:'kiln:selected', loc, tagName,
 * rect}` goes to the studio origin only. It says `kiln:select-ready` once
 * it listens, so the studio turns select mode on again in a new version.
 */
export function selectScript(appOrigin: string): string {
  return `(function () {
  'use strict';
  var PARENT = ${JSON.stringify(appOrigin)};
  var ATTR = 'data-kiln-loc';
  if (window.parent === window) return;
  var on = false;
  var hovered = null;
  var selected = null;
  function box(color, fill) {
    var el = document.createElement('div');
    var s = el.style;
    s.position = 'fixed'; s.pointerEvents = 'none'; s.zIndex = '2147483647';
    s.border = '2px solid ' + color; s.background = fill; s.borderRadius = '2px';
    s.display = 'none'; s.boxSizing = 'border-box';
    return el;
  }
  var hoverBox = box('#6366f1', 'rgba(99,102,241,0.08)');
  var selectBox = box('#f59e0b', 'transparent');
  var label = document.createElement('div');
  (function () {
    var s = label.style;
    s.position = 'fixed'; s.pointerEvents = 'none'; s.zIndex = '2147483647';
    s.font = '11px/1.4 ui-monospace, monospace'; s.color = '#fff';
    s.background = '#6366f1'; s.padding = '1px 4px'; s.borderRadius = '2px';
    s.display = 'none';
  })();
  function mount() {
    var root = document.body || document.documentElement;
    [hoverBox, selectBox, label].forEach(function (el) {
      if (el.parentNode !== root) root.appendChild(el);
    });
  }
  function tagged(node) {
    while (node && node.nodeType !== 1) node = node.parentNode;
    return node && node.closest ? node.closest('[' + ATTR + ']') : null;
  }
  function place(el, target) {
    if (!target || !target.isConnected) { el.style.display = 'none'; return null; }
    var r = target.getBoundingClientRect();
    el.style.display = 'block';
    el.style.left = r.left + 'px'; el.style.top = r.top + 'px';
    el.style.width = r.width + 'px'; el.style.height = r.height + 'px';
    return r;
  }
  function redraw() {
    if (!on) return;
    var r = place(hoverBox, hovered);
    if (r) {
      label.textContent = hovered.tagName.toLowerCase();
      label.style.display = 'block';
      label.style.left = r.left + 'px';
      label.style.top = Math.max(0, r.top - 18) + 'px';
    } else label.style.display = 'none';
    place(selectBox, selected);
  }
  function setMode(next) {
    on = next;
    if (on) { mount(); document.documentElement.style.cursor = 'crosshair'; }
    else {
      hovered = null; selected = null;
      hoverBox.style.display = 'none'; selectBox.style.display = 'none';
      label.style.display = 'none';
      document.documentElement.style.cursor = '';
    }
  }
  function swallow(event) {
    if (!on) return;
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
  }
  document.addEventListener('mouseover', function (event) {
    if (!on) return;
    hovered = tagged(event.target);
    redraw();
  }, true);
  ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'dblclick', 'submit'].forEach(function (type) {
    document.addEventListener(type, swallow, true);
  });
  document.addEventListener('click', function (event) {
    if (!on) return;
    swallow(event);
    var target = tagged(event.target);
    if (!target) return;
    selected = target;
    redraw();
    var r = target.getBoundingClientRect();
    try {
      window.parent.postMessage({
        type: 'kiln:selected',
        loc: String(target.getAttribute(ATTR)).slice(0, 1100),
        tagName: target.tagName.toLowerCase(),
        rect: { x: r.left, y: r.top, width: r.width, height: r.height }
      }, PARENT);
    } catch (e) {}
  }, true);
  window.addEventListener('scroll', redraw, true);
  window.addEventListener('resize', redraw);
  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'kiln:select-mode') setMode(data.on === true);
  });
  try { window.parent.postMessage({ type: 'kiln:select-ready' }, PARENT); } catch (e) {}
})();
`
}
