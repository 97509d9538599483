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
      case 'j': if (cur === rows.length - 1) { go(attr('.pager a[rel=next]', 'href')); } else { sel(cur + 1); } return true;
      case 'k': if (cur <= 0 && cur !== -1) { go(attr('.pager a[rel=prev]', 'href')); } else { sel(cur - 1); } return true;
      case 'Enter': if (cur >= 0) { go(rows[cur].getAttribute('data-href')); return true; } return false;
      case '/': var q = document.getElementById('q'); if (q) { q.focus(); q.select(); } return true;
    }
    return false;
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
