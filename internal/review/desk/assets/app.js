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

  // The export's filter travels in the query of its URLs, under the
  // server's names (Filter.query): a list links to its rows with it, and a
  // row page steps through the rows of it and goes back to its list.
  var filterKeys = ['status', 'collection', 'chapter', 'leg', 'flagged', 'review', 'q', 'dup', 'solution', 'latex'];
  var pageSize = 100; // PageSize in views.go

  function filterOf(search) {
    var p = new URLSearchParams(search), f = {};
    filterKeys.forEach(function (k) { f[k] = (p.get(k) || '').trim(); });
    return f;
  }

  // filterQuery is f as a query ("" when f is empty), keys in filterKeys order.
  function filterQuery(f) {
    var p = new URLSearchParams();
    filterKeys.forEach(function (k) { if (f[k]) p.set(k, f[k]); });
    var s = p.toString();
    return s ? '?' + s : '';
  }

  // matcher returns the test of a row of window.dgnIndex against every
  // part of f but its status, as the server's match.
  function matcher(f) {
    var q = (f.q || '').toLowerCase(), leg = f.leg ? f.leg.split(':') : null;
    var legN = leg ? parseInt(leg[0], 10) : 0, legV = leg ? leg.slice(1).join(':') : '';
    return function (r) {
      if (f.collection && r.c !== f.collection) return false;
      if (f.chapter && r.c + ':' + r.ch !== f.chapter) return false;
      if (leg && (!(legN >= 1 && legN <= 4) || r.l[legN - 1] !== legV)) return false;
      if (f.flagged === 'yes' && !r.f) return false;
      if (f.flagged === 'no' && r.f) return false;
      if (f.review && r.rv !== f.review) return false;
      if (f.solution && !solutionMatch(r.sv || '', f.solution)) return false;
      if (f.latex === 'malformed' && !r.m) return false;
      if (f.latex === 'ok' && r.m) return false;
      if (f.dup && !dupMatch(r.d || '', f.dup)) return false;
      if (q && r.q.indexOf(q) < 0) return false;
      return true;
    };
  }

  // solutionMatch tests a row's worked-solution verdict ("" when not
  // audited) against the filter's value, as solutionMatch in desk.go.
  function solutionMatch(v, want) {
    if (want === 'flagged') return v === 'false-step' || v === 'ends-elsewhere';
    if (want === 'none') return v === '';
    return v === want;
  }

  // dupMatch tests a row's duplicates words ("" for none) against the
  // filter's value, as dupMatch in desk.go.
  function dupMatch(d, want) {
    if (want === 'any') return d !== '';
    if (want === 'none') return d === '';
    return d.split(/\s+/).indexOf(want) >= 0;
  }

  // filterLabel says f in words, as filterLabel in views.go.
  function filterLabel(f) {
    var parts = [];
    var words = {q: 'search', dup: 'duplicates', solution: 'worked solution', latex: 'LaTeX'};
    filterKeys.forEach(function (k) { if (f[k]) parts.push((words[k] || k) + ' ' + f[k]); });
    return parts.length ? parts.join(', ') : 'all rows';
  }

  // listURL is the exported list of f's status at the page that holds row
  // k (0-based) of f: a file of its own, or with f's other filters the
  // status's first file, with them and the page in the query.
  function listURL(f, k) {
    var page = Math.floor(k / pageSize) + 1, name = f.status || 'index';
    var q = filterQuery(Object.assign({}, f, {status: ''}));
    if (!q) return name + (page > 1 ? '-' + page : '') + '.html';
    return name + '.html' + q + (page > 1 ? '&page=' + page : '');
  }

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
    var st = {page: 0, rows: [], query: ''};
    function val(name) { var el = form.elements[name]; return el ? el.value : ''; }
    function el(tag, cls, text) {
      var e = document.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    }
    function rowEl(r) {
      var tr = el('tr', r.f ? 'flagged' : ''), url = r.url + st.query;
      tr.setAttribute('data-href', url);
      var td = el('td', 'c-id'), a = el('a', '', r.id);
      a.setAttribute('href', url);
      td.appendChild(a); tr.appendChild(td);
      td = el('td'); td.appendChild(el('span', 'badge st-' + r.s, r.s)); tr.appendChild(td);
      td = el('td', 'c-legs');
      r.l.forEach(function (o, i) {
        var s = el('span', 'leg lo-' + (o || 'none'), String(i + 1));
        s.title = r.lt[i];
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
      tr.addEventListener('click', function (e) { if (e.target.tagName !== 'A') go(url); });
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
    // apply filters the rows by the form and shows page (0-based, 0 when
    // not given) of them.
    function apply(page) {
      var f = {status: status, collection: val('collection'), chapter: val('chapter'), leg: val('leg'), flagged: val('flagged'),
        review: val('review'), q: val('q').trim(), solution: val('solution'), latex: val('latex'), dup: val('dup')};
      var m = matcher(f), counts = {}, total = 0;
      st.query = filterQuery(f);
      st.rows = window.dgnIndex.filter(function (r) {
        if (!m(r)) return false;
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
      st.page = page || 0;
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
    if (q) q.addEventListener('input', function () { apply(); });
    staticList = {active: function () { return document.body.classList.contains('filtered'); }, turn: turn};
    // A row page's way back brings its filters (all but the status, which
    // is the file's) and page in the query.
    var f = filterOf(location.search), given = false;
    filterKeys.forEach(function (k) {
      if (k !== 'status' && f[k] && form.elements[k]) { form.elements[k].value = f[k]; given = true; }
    });
    if (given) apply(Math.max(0, (parseInt(new URLSearchParams(location.search).get('page'), 10) || 1) - 1));
  }

  // The exported row page is one file for every filter: the filter comes
  // in its query (the list's link), and its previous and next rows, its
  // position and its way back are the filter's, worked out over
  // window.dgnIndex, loaded for it. Without a filter the page's own links,
  // over all rows, stand.
  function setupStaticRow() {
    var src = document.body.getAttribute('data-index'), f = filterOf(location.search);
    if (!src || !filterQuery(f)) return;
    var kept = ['prev', 'next'].map(function (name) { return document.getElementById(name).cloneNode(true); });
    // Until the index is read, the links over all rows would leave the filter.
    step('prev', '');
    step('next', '');
    var s = document.createElement('script');
    s.src = src;
    s.addEventListener('load', function () { stepWithin(f, document.body.getAttribute('data-row')); });
    s.addEventListener('error', function () {
      kept.forEach(function (el) { var cur = document.getElementById(el.id); cur.parentNode.replaceChild(el, cur); });
    });
    document.head.appendChild(s);
  }

  // step makes the row bar's prev or next a link to href, or a dim label
  // when href is "".
  function step(name, href) {
    var old = document.getElementById(name), el = document.createElement(href ? 'a' : 'span');
    el.id = name;
    if (href) { el.href = href; el.rel = name; } else { el.className = 'dim'; }
    while (old.firstChild) el.appendChild(old.firstChild);
    old.parentNode.replaceChild(el, old);
  }

  function stepWithin(f, id) {
    var m = matcher(f), q = filterQuery(f);
    var rows = window.dgnIndex.filter(function (r) { return m(r) && (!f.status || r.s === f.status); });
    var k = rows.findIndex(function (r) { return r.id === id; });
    step('prev', k > 0 ? rows[k - 1].url + q : '');
    step('next', k >= 0 && k + 1 < rows.length ? rows[k + 1].url + q : '');
    document.querySelector('.rowbar .filterlabel').textContent = filterLabel(f) + (k >= 0 ? ' · ' + (k + 1) + ' / ' + rows.length : '');
    document.getElementById('back').href = listURL(f, Math.max(k, 0));
    document.body.classList.add('filter-ready');
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

  // fitSide keeps the row page's side column (page images above, the
  // decision form below) within the window wherever it starts: banners
  // above it push it down, so its height is what is left below its top.
  var fitPending = false;
  function fitSide() {
    var side = document.querySelector('.col.side');
    if (!side || fitPending) return;
    fitPending = true;
    window.requestAnimationFrame(function () {
      fitPending = false;
      var top = Math.max(side.getBoundingClientRect().top, 0);
      side.style.height = Math.max(window.innerHeight - top - 12, 320) + 'px';
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    renderMath();
    setupStaticList();
    setupStaticRow();
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
    fitSide();
    window.addEventListener('resize', fitSide);
    window.addEventListener('scroll', fitSide, { passive: true });
    document.querySelectorAll('details').forEach(function (d) { d.addEventListener('toggle', fitSide); });
    var form = document.getElementById('review');
    if (form) {
      form.querySelectorAll('input[name=decision]').forEach(function (i) { i.addEventListener('change', syncForm); });
      syncForm();
    }
  });
})();
