/**
 * The visual edits' selection script, served at PREVIEW_SELECT_PATH on a
 * version's own origin only (never published or shared ones). It takes
 * `{type:'kiln:select-mode', on}` only from the parent window at the studio
 * origin; while on, it outlines the tagged element under the pointer and a
 * click selects it instead of acting: `{type:'kiln:selected', loc, tagName,
 * rect}` goes to the studio origin only. A double click on an element that
 * holds only text edits it in place: `{type:'kiln:inline-text', loc, text}`. It says `kiln:select-ready` once
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
    if (!next) finish(false);
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
  var editing = null;
  function inEditing(node) {
    return editing && node && (node === editing || editing.contains(node));
  }
  ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'submit'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      if (!inEditing(event.target)) swallow(event);
    }, true);
  });
  // Inline text: a double click on an element that holds only text edits it
  // in place; Enter or leaving it sends the text, Escape puts it back.
  function restore(el) {
    var only = el.childNodes.length === 1 && el.firstChild.nodeType === 3;
    if (only) el.firstChild.nodeValue = el.__kilnText;
    else el.textContent = el.__kilnText;
  }
  function finish(send) {
    var el = editing;
    if (!el) return;
    editing = null;
    el.removeAttribute('contenteditable');
    var text = el.textContent || '';
    if (!send || text === el.__kilnText) { restore(el); return; }
    post({ type: 'kiln:inline-text', loc: String(el.getAttribute(ATTR)).slice(0, 1100), text: text.slice(0, 10000) });
  }
  document.addEventListener('dblclick', function (event) {
    if (!on) return;
    swallow(event);
    var target = tagged(event.target);
    if (!target || target.children.length > 0 || !(target.textContent || '').trim()) return;
    finish(false);
    editing = target;
    target.__kilnText = target.textContent;
    target.setAttribute('contenteditable', 'plaintext-only');
    target.focus();
    var range = document.createRange();
    range.selectNodeContents(target);
    var selection = window.getSelection();
    if (selection) { selection.removeAllRanges(); selection.addRange(range); }
  }, true);
  document.addEventListener('keydown', function (event) {
    if (!editing) return;
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); finish(true); }
    else if (event.key === 'Escape') { event.preventDefault(); finish(false); }
  }, true);
  document.addEventListener('focusout', function (event) {
    if (editing && event.target === editing) finish(true);
  }, true);
  function words(text) {
    return String(text || '').split(/\\s+/).filter(Boolean);
  }
  // A visual edit shown before its version is built (the studio keeps this
  // frame until then): text, the classes that changed, an image.
  function patch(data) {
    var selector = '[' + ATTR + '="' + CSS.escape(data.loc) + '"]';
    document.querySelectorAll(selector).forEach(function (el) {
      if (typeof data.text === 'string' && el.children.length === 0) {
        var only = el.childNodes.length === 1 && el.firstChild.nodeType === 3;
        if (only) el.firstChild.nodeValue = data.text;
        else el.textContent = data.text;
      }
      var swap = data.className;
      if (swap && typeof swap.from === 'string' && typeof swap.to === 'string') {
        var to = words(swap.to);
        words(swap.from).forEach(function (c) {
          if (to.indexOf(c) < 0) el.classList.remove(c);
        });
        to.forEach(function (c) { el.classList.add(c); });
      }
      if (typeof data.src === 'string') el.setAttribute('src', data.src);
    });
    redraw();
  }
  function post(data) {
    try { window.parent.postMessage(data, PARENT); } catch (e) {}
  }
  document.addEventListener('click', function (event) {
    if (!on || inEditing(event.target)) return;
    swallow(event);
    var target = tagged(event.target);
    if (!target) return;
    selected = target;
    redraw();
    var r = target.getBoundingClientRect();
    post({
      type: 'kiln:selected',
      loc: String(target.getAttribute(ATTR)).slice(0, 1100),
      tagName: target.tagName.toLowerCase(),
      rect: { x: r.left, y: r.top, width: r.width, height: r.height }
    });
  }, true);
  window.addEventListener('scroll', redraw, true);
  window.addEventListener('resize', redraw);
  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'kiln:select-mode') setMode(data.on === true);
    if (data && data.type === 'kiln:patch' && typeof data.loc === 'string') patch(data);
  });
  post({ type: 'kiln:select-ready' });
})();
`
}
