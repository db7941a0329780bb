import Foundation

/// The HTML report's one style sheet and one script, constant, and their hashes for the Content Security
/// Policy: the page runs no other script and applies no other style, so a recorded string that slipped
/// through as markup could still do nothing. The script adds the filters and the highlighting, and draws a
/// screen that starts collapsed when it is opened (from its data, `HTMLLazyData`); without it, such a screen
/// shows its findings' level, rule and message only.
enum HTMLAssets {
    static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4a4a4a;--line:#8a8a8a;--panel:#f3f4f6;--link:#0b4f9c;\
    --err:#b00020;--warn:#8a4b00;--rev:#5b3a9b;--note:#1d5e3c;--badge:#fff;--focus:#0b4f9c;--wf-bg:#fafafa;--wf-el:#8a8a8a;--hl:#005fcc}
    @media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#c4c4c4;--line:#8a8a8a;--panel:#1e1f22;\
    --link:#8cc4ff;--err:#ff8a8a;--warn:#ffc061;--rev:#cdb0ff;--note:#8fd6a8;--badge:#121212;--focus:#8cc4ff;--wf-bg:#1a1a1a;\
    --wf-el:#8a8a8a;--hl:#8cc4ff}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif}
    header,main,footer{max-width:72rem;margin:0 auto;padding:0 1rem;overflow-wrap:break-word}
    a{color:var(--link)}
    :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
    .skip{position:absolute;left:-100vw;top:0;background:var(--bg);padding:.5rem}
    .skip:focus{left:1rem}
    h1{font-size:1.6rem;margin:1rem 0 .25rem}
    h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:1px solid var(--line)}
    h3{font-size:1.1rem;margin:0;overflow-wrap:anywhere}
    code,bdi{overflow-wrap:anywhere}
    th code{overflow-wrap:normal}
    .muted{color:var(--muted)}
    table{border-collapse:collapse;margin:.5rem 0}
    th,td{border:1px solid var(--line);padding:.2rem .5rem;text-align:left;vertical-align:top}
    td.n{text-align:right}
    .scroll{overflow-x:auto}
    .chart{max-width:40rem;width:100%;height:auto}
    .chart text{fill:var(--fg);font-size:12px}
    .chart rect{fill:var(--link)}
    .lvl{font-weight:600}
    .lv-error .lvl{color:var(--err)}.lv-warning .lvl{color:var(--warn)}.lv-review .lvl{color:var(--rev)}.lv-note .lvl{color:var(--note)}
    #filters{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:end;background:var(--panel);padding:.75rem;border-radius:.25rem}
    #filters fieldset{border:0;margin:0;padding:0}
    #filters legend{padding:0;font-weight:600}
    #filters label{margin-right:.75rem;white-space:nowrap}
    select,input[type=search]{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);padding:.2rem;max-width:100%}
    .screens{columns:18rem;padding-left:1.5rem}
    .screens li{break-inside:avoid;overflow-wrap:anywhere}
    article.screen{border-top:1px solid var(--line);padding:1rem .5rem}
    article.screen:has(>details[data-lazy]){content-visibility:auto;contain-intrinsic-size:auto 9rem}
    article.screen>details>summary{cursor:pointer;padding:.25rem 0}
    .cols{display:grid;grid-template-columns:minmax(0,22rem) minmax(0,1fr);gap:1rem;align-items:start}
    @media (max-width:48rem){.cols{grid-template-columns:minmax(0,1fr)}}
    figure{margin:0}
    @media (min-width:48rem){.cols>figure{position:sticky;top:0}}
    dd.basis a{display:inline-block;padding:2px 0}
    svg.wire{width:100%;height:auto;max-height:80vh;background:var(--wf-bg);border:1px solid var(--line)}
    svg.wire .el{fill:none;stroke:var(--wf-el);stroke-width:1;vector-effect:non-scaling-stroke}
    svg.wire.shot .el{display:none}
    svg.wire .box rect.o{fill:none;stroke-width:3;vector-effect:non-scaling-stroke}
    svg.wire .box rect.h{fill:none;stroke:var(--bg);stroke-width:6;vector-effect:non-scaling-stroke}
    svg.wire .lv-error rect.o{stroke:var(--err)}
    svg.wire .lv-warning rect.o{stroke:var(--warn);stroke-dasharray:8 4}
    svg.wire .lv-review rect.o{stroke:var(--rev);stroke-dasharray:2 3}
    svg.wire .lv-note rect.o{stroke:var(--note);stroke-dasharray:12 3 2 3}
    .thumbs{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:.25rem 0}
    svg.thumb{display:block;width:72px;height:auto;max-height:10rem;background:var(--wf-bg);border:1px solid var(--line)}
    svg.thumb .el{fill:none;stroke:var(--wf-el);stroke-width:1;vector-effect:non-scaling-stroke}
    svg.thumb rect.o{fill:none;stroke-width:2.5;vector-effect:non-scaling-stroke}
    svg.thumb rect.h{fill:none;stroke:var(--bg);stroke-width:5;vector-effect:non-scaling-stroke}
    svg.thumb.lv-error rect.o{stroke:var(--err)}svg.thumb.lv-warning rect.o{stroke:var(--warn)}
    svg.thumb.lv-review rect.o{stroke:var(--rev)}svg.thumb.lv-note rect.o{stroke:var(--note)}
    svg.wire .box rect.b{stroke:none}
    svg.wire .lv-error rect.b{fill:var(--err)}svg.wire .lv-warning rect.b{fill:var(--warn)}
    svg.wire .lv-review rect.b{fill:var(--rev)}svg.wire .lv-note rect.b{fill:var(--note)}
    svg.wire .box text{fill:var(--badge);font-weight:700;font-family:system-ui,"DejaVu Sans",sans-serif}
    svg.wire .rel{fill:none;stroke:var(--hl);stroke-width:2;stroke-dasharray:1 3;vector-effect:non-scaling-stroke;display:none}
    svg.wire .off{display:none}
    svg.wire .box:target rect.o,svg.wire .box.hl rect.o{stroke:var(--hl);stroke-width:6;stroke-dasharray:none}
    svg.wire .rel.hl{display:inline}
    ol.findings{list-style:none;margin:0;padding:0}
    li.finding{border:1px solid var(--line);border-left-width:6px;padding:.5rem;margin:0 0 .5rem;border-radius:.25rem}
    li.finding.lv-error{border-left-color:var(--err)}
    li.finding.lv-warning{border-left-style:dashed;border-left-color:var(--warn)}
    li.finding.lv-review{border-left-style:dotted;border-left-color:var(--rev)}
    li.finding.lv-note{border-left-style:double;border-left-color:var(--note)}
    li.finding.hl,li.finding:target{outline:3px solid var(--hl);outline-offset:1px}
    li.finding p{margin:0 0 .25rem}
    .num{font-weight:700}
    dl.kv{display:grid;grid-template-columns:fit-content(40%) minmax(0,1fr);gap:.1rem .75rem;margin:.25rem 0 0}
    dl.kv dt{font-weight:600}dl.kv dd{margin:0;overflow-wrap:anywhere}
    @media (max-width:30rem){dl.kv{grid-template-columns:minmax(0,1fr)}dl.kv dd{margin-bottom:.25rem}\
    th,td{padding:.2rem .25rem}.scroll table{font-size:.9rem}}
    ul.check{list-style:none;padding-left:0}
    ul.check ul{list-style:disc;padding-left:2.5rem}
    footer{margin:2rem auto;color:var(--muted)}
    [hidden]{display:none !important}
    @media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
    @media (forced-colors:active){svg.wire .box rect.o,svg.wire .el,svg.wire .rel{stroke:CanvasText}\
    svg.wire .box rect.b{fill:CanvasText}svg.wire .box text{fill:Canvas}svg.wire .box.hl rect.o,svg.wire .box:target rect.o{stroke:Highlight}\
    li.finding.hl{outline-color:Highlight}.chart rect{fill:CanvasText}}
    """

    static let script = """
    (function () {
      'use strict';
      var form = document.getElementById('filters');
      var status = document.getElementById('filter-status');
      var screens = [].slice.call(document.querySelectorAll('article.screen'));
      var total = document.querySelectorAll('li.finding').length;
      var blocks = {};
      // What a collapsed screen's data may draw: the page's own elements and attributes, and links only within
      // the page, to https addresses or to an embedded image. Text is set as text.
      var TAGS = ' a bdi br code dd div dl dt figcaption figure h4 input label li ol p span ul svg title desc image path rect g text ';
      var ATTRS = ' aria-labelledby class d data-f font-size for height href id preserveAspectRatio role text-anchor type viewBox width x y ';
      function each(list, f) { [].forEach.call(list, f); }
      function parsed(id) {
        if (!(id in blocks)) { var e = document.getElementById(id); blocks[id] = e ? JSON.parse(e.textContent) : null; }
        return blocks[id];
      }
      function safe(name, value) {
        return ATTRS.indexOf(' ' + name + ' ') >= 0 && (name !== 'href' || /^(#|https:\\/\\/|data:image\\/(png|jpeg);base64,)/.test(value));
      }
      function build(n, svg) {
        if (typeof n === 'number') { return build(parsed('lazy-shared')[n], svg); }
        if (typeof n === 'string') { return document.createTextNode(n); }
        var tag = n[0], i = 1, e;
        if (TAGS.indexOf(' ' + tag + ' ') < 0) { return document.createTextNode(''); }
        svg = svg || tag === 'svg';
        e = svg ? document.createElementNS('http://www.w3.org/2000/svg', tag) : document.createElement(tag);
        if (n[1] && typeof n[1] === 'object' && !Array.isArray(n[1])) {
          Object.keys(n[1]).forEach(function (k) { if (safe(k, n[1][k])) { e.setAttribute(k, n[1][k]); } });
          i = 2;
        }
        for (; i < n.length; i += 1) { e.appendChild(build(n[i], svg)); }
        return e;
      }
      function fragment(list) {
        var f = document.createDocumentFragment();
        list.forEach(function (n) { f.appendChild(build(n, false)); });
        return f;
      }
      function swap(old, list) { if (old) { old.parentNode.replaceChild(fragment(list), old); } }
      // A collapsed screen, opened: its drawing, its findings' details and its checklist, from its data.
      function draw(details) {
        var s = details.closest('article.screen'), block = details.getAttribute('data-lazy');
        details.removeAttribute('data-lazy');
        var d = (parsed('lazy-' + block) || {})[s.id];
        if (!d) { return; }
        swap(s.querySelector('figure.lazy'), d[0]);
        each(s.querySelectorAll('li.finding'), function (li, k) { if (d[1][k]) { li.appendChild(fragment(d[1][k])); } });
        swap(s.querySelector('p.lazy'), d[2]);
        if (form) { filter(s, state()); }
      }
      function state() {
        var levels = {}, all = true;
        each(form.querySelectorAll('input[name=level]'), function (c) { levels[c.value] = c.checked; all = all && c.checked; });
        return { levels: levels, all: all, rule: form.elements.rule.value, q: form.elements.screen.value.toLowerCase() };
      }
      // Shows a screen's findings that pass the filters, and the screen if any do; returns how many.
      function filter(s, st) {
        var named = !st.q || s.getAttribute('data-name').toLowerCase().indexOf(st.q) >= 0, n = 0, marks = {};
        // A finding's outline, number and related marks, gathered once per screen (one query per finding
        // over the whole page made filtering thousands of findings take minutes).
        each(s.querySelectorAll('[data-f]'), function (e) {
          var k = e.getAttribute('data-f');
          (marks[k] = marks[k] || []).push(e);
        });
        each(s.querySelectorAll('li.finding'), function (f) {
          var ok = named && st.levels[f.getAttribute('data-level')] && (!st.rule || f.getAttribute('data-rule') === st.rule);
          f.hidden = !ok;
          (marks[f.id] || []).forEach(function (e) { e.classList.toggle('off', !ok); });
          if (ok) { n += 1; }
        });
        s.hidden = !named || ((st.rule || !st.all) && n === 0);
        return n;
      }
      function apply() {
        var st = state(), shown = 0, on = 0;
        screens.forEach(function (s) {
          shown += filter(s, st);
          if (!s.hidden) { on += 1; }
        });
        status.textContent = 'Showing ' + shown + ' of ' + total + ' findings on ' + on + ' of ' + screens.length + ' screens.';
      }
      function highlight(id) {
        each(document.querySelectorAll('.hl'), function (e) { e.classList.remove('hl'); });
        each(document.querySelectorAll('[data-f="' + id + '"]'), function (e) { e.classList.add('hl'); });
        var f = document.getElementById(id);
        if (f) { f.classList.add('hl'); }
      }
      if (form) {
        form.hidden = false;
        form.addEventListener('input', apply);
        form.addEventListener('change', apply);
        form.addEventListener('submit', function (e) { e.preventDefault(); });
      }
      // The toggle event does not bubble: listened for on the way down.
      document.addEventListener('toggle', function (e) {
        if (e.target.open && e.target.hasAttribute('data-lazy')) { draw(e.target); }
      }, true);
      each(document.querySelectorAll('details[open][data-lazy]'), draw);
      document.addEventListener('click', function (e) {
        var t = e.target;
        var box = t.closest && t.closest('g.box');
        if (box) {
          var id = box.getAttribute('data-f'), f = document.getElementById(id);
          highlight(id);
          if (f) { f.querySelector('a.num').focus(); }
          return;
        }
        var li = t.closest && t.closest('li.finding');
        if (li) { highlight(li.id); }
      });
      document.addEventListener('focusin', function (e) {
        var li = e.target.closest && e.target.closest('li.finding');
        if (li) { highlight(li.id); }
      });
    }());
    """

    /// `'sha256-…'` of `text`, as the Content Security Policy names it.
    static func hash(_ text: String) -> String {
        "'sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString() + "'"
    }

    /// The policy: nothing but the inline style and script above and `data:` images.
    static let policy = "default-src 'none'; img-src data:; style-src \(hash(style)); script-src \(hash(script)); "
        + "base-uri 'none'; form-action 'none'"
}
