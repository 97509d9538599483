// dgnpipe review: KaTeX rendering, raw LaTeX toggle and the keyboard.
(function () {
  'use strict';
  var delimiters = [
    {left: '$$', right: '$$', display: true},
    {left: '\\[', right: '\\]', display: true},
    {left: '\\(', right: '\\)', display: false},
    {left: '$', right: '$', display: false}
  ];

  // In the list every formula is set inline, so a row stays one line.
  var inline = delimiters.map(function (d) { return {left: d.left, right: d.right, display: false}; });

  function renderText(el) {
    var list = !!el.closest('#rows');
    renderMathInElement(el, {delimiters: list ? inline : delimiters, throwOnError: false, strict: 'ignore'});
  }

  // The list renders its formulas as rows come near the screen (a page
  // holds 100 rows, the screen some 25).
  function renderListMath(done) {
    var cells = Array.prototype.slice.call(document.querySelectorAll('#rows .tex'));
    if (!cells.length || !window.IntersectionObserver) {
      cells.forEach(renderText);
      done();
      return;
    }
    var first = true;
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) {
        if (e.isIntersecting) { io.unobserve(e.target); renderText(e.target); }
      });
      if (first) { first = false; done(); }
    }, {rootMargin: '600px 0px'});
    cells.forEach(function (c) { io.observe(c); });
  }

  function renderMath() {
    if (!window.katex || !window.renderMathInElement) return;
    var markDone = function () {
      document.body.classList.add('katex-done');
    };
    if (document.getElementById('rows')) {
      renderListMath(markDone);
      return;
    }
    document.querySelectorAll('.tex').forEach(renderText);
    document.querySelectorAll('.tex-bare').forEach(function (el) {
      var tex = el.getAttribute('data-tex');
      if (!tex) return;
      if (/\$|\\\(|\\\[/.test(tex)) {
        // an answer written with its own delimiters: render as text
        renderMathInElement(el, {delimiters: delimiters, throwOnError: false, strict: 'ignore'});
        return;
      }
      try {
        katex.render(tex, el, {throwOnError: false, strict: 'ignore', displayMode: false});
      } catch (e) { /* left as text */ }
    });
    markDone();
  }

  function go(href) { if (href) window.location.href = href; }
  function attr(sel, name) { var el = document.querySelector(sel); return el ? el.getAttribute(name) : null; }

  var letters = {a: 'agree', s: 'source-wrong', t: 'transcription', c: 'checker-wrong'};

  function chooseDecision(d) {
    var form = document.getElementById('review');
    if (!form) return;
    var input = form.querySelector('input[name=decision][value="' + d + '"]');
    if (!input) return;
    input.checked = true;
    syncForm();
    // Focus the field once the key is up, so the key's own character
    // does not land in it.
    var field = document.getElementById(d === 'transcription' ? 'fix-problem' : 'comment');
    document.addEventListener('keyup', function () { field.focus(); }, {once: true});
  }

  function syncForm() {
    var form = document.getElementById('review');
    if (!form) return;
    var checked = form.querySelector('input[name=decision]:checked');
    form.classList.toggle('fixing', !!checked && checked.value === 'transcription');
  }

  function listKeys(e) {
    var rows = Array.prototype.slice.call(document.querySelectorAll('#rows tbody tr[data-href]'));
    if (!rows.length) return false;
    var cur = rows.findIndex(function (r) { return r.classList.contains('sel'); });
    function sel(i) {
      if (cur >= 0) rows[cur].classList.remove('sel');
      cur = Math.max(0, Math.min(rows.length - 1, i));
      rows[cur].classList.add('sel');
      rows[cur].scrollIntoView({block: 'nearest'});
    }
    switch (e.key) {
      case 'j':
        if (cur !== rows.length - 1) { sel(cur + 1); } else if (staticList && staticList.active()) {
          if (staticList.turn(1)) document.querySelector('#rows tbody tr[data-href]').classList.add('sel');
        } else { go(attr('.pager a[rel=next]', 'href')); }
        return true;
      case 'k':
        if (cur > 0 || cur === -1) { sel(cur - 1); } else if (staticList && staticList.active()) {
          if (staticList.turn(-1)) { var all = document.querySelectorAll('#rows tbody tr[data-href]'); all[all.length - 1].classList.add('sel'); }
        } else { go(attr('.pager a[rel=prev]', 'href')); }
        return true;
      case 'Enter': if (cur >= 0) { go(rows[cur].getAttribute('data-href')); return true; } return false;
      case '/': var q = document.getElementById('q'); if (q) { q.focus(); q.select(); } return true;
    }
    return false;
  }


  // The exported list (no server): filters, search and pages over
  // window.dgnIndex (rows-index.js) in the browser, as the server's Select
  // does. Rows are built with textContent: no row text is parsed as HTML.
  var staticList = null;

  function setupStaticList() {
    var form = document.getElementById('filters');
    if (!form || !form.hasAttribute('data-static') || !window.dgnIndex) return;
    var status = form.getAttribute('data-status') || '';
    var pageSize = document.querySelectorAll('#rows tbody tr[data-href]').length;
    pageSize = Math.max(100, pageSize);
    var st = {page: 0, rows: []};
    function val(name) { var el = form.elements[name]; return el ? el.value : ''; }
    function matches(r, f) {
      if (f.collection && r.c !== f.collection) return false;
      if (f.chapter && r.c + ':' + r.ch !== f.chapter) return false;
      if (f.leg) {
        var parts = f.leg.split(':'), n = parseInt(parts[0], 10);
        if (!(n >= 1 && n <= 4) || r.l[n - 1] !== parts.slice(1).join(':')) return false;
      }
      if (f.flagged === 'yes' && !r.f) return false;
      if (f.flagged === 'no' && r.f) return false;
      if (f.review && r.rv !== f.review) return false;
      if (f.q && r.q.indexOf(f.q) < 0) return false;
      return true;
    }
    function el(tag, cls, text) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    }
    function rowEl(r) {
      var tr = el('tr', r.f ? 'flagged' : '');
      tr.setAttribute('data-href', r.url);
      var td = el('td', 'c-id'), a = el('a', '', r.id);
      a.setAttribute('href', r.url);
      td.appendChild(a); tr.appendChild(td);
      td = el('td'); td.appendChild(el('span', 'badge st-' + r.s, r.s)); tr.appendChild(td);
      td = el('td', 'c-legs');
      r.l.forEach(function (o, i) {
        var s = el('span', 'leg lo-' + (o || 'none'), String(i + 1));
        s.title = 'leg ' + (i + 1) + ': ' + (o || 'did not run');
        td.appendChild(s);
      });
      tr.appendChild(td);
      tr.appendChild(el('td', 'c-coll', r.c + ' · ' + r.ch));
      td = el('td', 'c-prob');
      if (r.fl) td.title = 'flagged: ' + r.fl;
      td.appendChild(el('span', 'tex', r.p));
      tr.appendChild(td);
      td = el('td', 'c-rev');
      if (r.rv === 'stale') {
        var b = el('span', 'badge rev-stale', 'stale · ' + r.rl);
        b.title = 'the row changed since this review';
        td.appendChild(b);
      } else if (r.rv === 'reviewed') {
        td.appendChild(el('span', 'badge rev-ok', r.rl));
      }
      tr.appendChild(td);
      tr.addEventListener('click', function (e) { if (e.target.tagName !== 'A') go(r.url); });
      return tr;
    }
    function show() {
      var tbody = document.querySelector('#rows tbody');
      while (tbody.firstChild) tbody.removeChild(tbody.firstChild);
      var pages = Math.max(1, Math.ceil(st.rows.length / pageSize));
      st.page = Math.max(0, Math.min(st.page, pages - 1));
      var from = st.page * pageSize, to = Math.min(from + pageSize, st.rows.length);
      if (!st.rows.length) {
        var tr = el('tr'), td = el('td', 'empty', 'No row matches these filters.');
        td.colSpan = 6; tr.appendChild(td); tbody.appendChild(tr);
      }
      for (var i = from; i < to; i++) {
        var tr2 = rowEl(st.rows[i]);
        tbody.appendChild(tr2);
        if (window.renderMathInElement) renderText(tr2.querySelector('.tex'));
      }
      var pager = document.querySelector('.pager');
      while (pager.firstChild) pager.removeChild(pager.firstChild);
      if (st.page > 0) {
        var p = el('a', '', '← previous'); p.href = '#'; p.setAttribute('data-turn', '-1'); pager.appendChild(p);
      }
      pager.appendChild(el('span', '', 'rows ' + (to ? from + 1 : 0) + '–' + to + ' of ' + st.rows.length + ' · page ' + (st.page + 1) + ' / ' + pages));
      if (st.page < pages - 1) {
        var n = el('a', '', 'next →'); n.href = '#'; n.setAttribute('data-turn', '1'); pager.appendChild(n);
      }
      pager.querySelectorAll('a[data-turn]').forEach(function (a) {
        a.addEventListener('click', function (e) { e.preventDefault(); turn(parseInt(a.getAttribute('data-turn'), 10)); });
      });
    }
    function apply() {
      var f = {collection: val('collection'), chapter: val('chapter'), leg: val('leg'), flagged: val('flagged'),
        review: val('review'), q: val('q').trim().toLowerCase()};
      var counts = {}, total = 0;
      st.rows = window.dgnIndex.filter(function (r) {
        if (!matches(r, f)) return false;
        counts[r.s] = (counts[r.s] || 0) + 1;
        total++;
        return !status || r.s === status;
      });
      document.querySelectorAll('nav.counts a.count').forEach(function (a) {
        var n = a.querySelector('.n');
        if (!n) return;
        var s = a.getAttribute('data-status');
        n.textContent = String(s ? (counts[s] || 0) : total);
      });
      st.page = 0;
      show();
      document.body.classList.add('filtered');
    }
    function turn(d) {
      var pages = Math.max(1, Math.ceil(st.rows.length / pageSize));
      if (st.page + d < 0 || st.page + d >= pages) return false;
      st.page += d;
      show();
      return true;
    }
    form.addEventListener('submit', function (e) { e.preventDefault(); apply(); });
    var q = document.getElementById('q');
    if (q) q.addEventListener('input', apply);
    staticList = {active: function () { return document.body.classList.contains('filtered'); }, turn: turn};
  }

  function rowKeys(e) {
    switch (e.key) {
      case 'j': go(attr('#next', 'href')); return true;
      case 'k': go(attr('#prev', 'href')); return true;
      case 'u': case 'Escape': go(attr('#back', 'href')); return true;
      case 'r': document.body.classList.toggle('show-raw'); return true;
    }
    if (letters[e.key]) { chooseDecision(letters[e.key]); return true; }
    return false;
  }

  document.addEventListener('keydown', function (e) {
    var t = e.target;
    var typing = t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT');
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      var form = document.getElementById('review');
      if (form) { e.preventDefault(); form.requestSubmit(); }
      return;
    }
    if (typing) {
      if (e.key === 'Escape') t.blur();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    var help = document.getElementById('keyhelp');
    if (e.key === '?') { help.hidden = !help.hidden; e.preventDefault(); return; }
    if (e.key === 'Escape' && !help.hidden) { help.hidden = true; e.preventDefault(); return; }
    var handled = document.body.classList.contains('page-list') ? listKeys(e) : rowKeys(e);
    if (handled) e.preventDefault();
  });

  document.addEventListener('DOMContentLoaded', function () {
    renderMath();
    setupStaticList();
    var hint = document.querySelector('.keys-hint');
    if (hint) hint.addEventListener('click', function () { var h = document.getElementById('keyhelp'); h.hidden = !h.hidden; });
    var raw = document.getElementById('rawtoggle');
    if (raw) raw.addEventListener('click', function () { document.body.classList.toggle('show-raw'); });
    document.querySelectorAll('select[data-autosubmit]').forEach(function (s) {
      s.addEventListener('change', function () { s.form.requestSubmit(); });
    });
    document.querySelectorAll('#rows tbody tr[data-href]').forEach(function (tr) {
      tr.addEventListener('click', function (e) { if (e.target.tagName !== 'A') go(tr.getAttribute('data-href')); });
    });
    document.querySelectorAll('figure.page img').forEach(function (img) {
      img.addEventListener('click', function () { img.parentNode.classList.toggle('zoom'); });
    });
    var form = document.getElementById('review');
    if (form) {
      form.querySelectorAll('input[name=decision]').forEach(function (i) { i.addEventListener('change', syncForm); });
      syncForm();
    }
  });
})();
