/**
 * The site's stylesheet and its one small enhancing script, shipped inside the package as
 * strings (no copy step, no file lookup at run time, nothing fetched from another origin).
 * Pages work without the script; it only keeps the home budget's currency in step with the
 * locale control before the form is sent. No inline styles or scripts anywhere: the CSP is
 * `default-src 'self'`.
 */

export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1b1f24;background:#f6f7f9;overflow-wrap:break-word}
a{color:#0a4fc2}
a:hover{color:#073b91}
:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:2}
.skip:focus{left:.5rem}
header.site{background:#12233d;color:#fff}
header.site .bar{max-width:72rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem}
header.site .brand{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none;letter-spacing:.01em}
header.site nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
header.site nav a{color:#dfe8f7;text-decoration:none;padding:.25rem 0;display:inline-block}
header.site nav a:hover,header.site nav a[aria-current=page]{color:#fff;text-decoration:underline;text-underline-offset:.3em}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.9rem;line-height:1.2;margin:.5rem 0 .75rem}
h2{font-size:1.35rem;margin:2rem 0 .75rem}
h3{font-size:1.1rem;margin:1.25rem 0 .5rem}
.lead{font-size:1.1rem;color:#3a4350;max-width:48rem}
.card{background:#fff;border:1px solid #d9dee5;border-radius:.6rem;padding:1rem 1.25rem;margin:0 0 1rem}
.card>:first-child{margin-top:0}
.ways{list-style:none;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr))}
.ways a{display:block;height:100%;text-decoration:none;color:inherit}
.ways a:hover{border-color:#0a4fc2}
.ways strong{display:block;color:#0a4fc2;font-size:1.15rem;margin-bottom:.25rem}
form.questions{background:#fff;border:1px solid #d9dee5;border-radius:.6rem;padding:1rem 1.25rem}
.fields{display:grid;gap:1rem 1.5rem;grid-template-columns:1fr}
@media (min-width:48rem){.fields{grid-template-columns:1fr 1fr}}
.field label{display:block;font-weight:600}
.field .unit{font-weight:400;color:#4a5462}
.field .help{margin:.1rem 0 .35rem;color:#4a5462;font-size:.9rem}
.field input,.field select{width:100%;font:inherit;padding:.5rem .6rem;border:1px solid #8a94a3;border-radius:.35rem;background:#fff;color:inherit;min-height:2.6rem}
.field.invalid input,.field.invalid select{border:2px solid #b3261e}
.field .error{color:#b3261e;font-weight:600;margin:.3rem 0 0;font-size:.95rem}
.actions{margin-top:1.25rem;display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
button,.button{font:inherit;font-weight:600;background:#0a4fc2;color:#fff;border:0;border-radius:.4rem;padding:.65rem 1.2rem;cursor:pointer;text-decoration:none;display:inline-block}
button:hover,.button:hover{background:#073b91;color:#fff}
.summary{border:2px solid #b3261e;background:#fff5f4;border-radius:.5rem;padding:.75rem 1rem;margin:0 0 1rem}
.summary h2{margin:0 0 .25rem;font-size:1.1rem;color:#8c1d18}
.summary ul{margin:0;padding-left:1.25rem}
.best{border-left:6px solid #1f7a45}
.score{font-weight:700}
.badge{display:inline-block;border-radius:1rem;padding:.05rem .6rem;font-size:.85rem;font-weight:600;border:1px solid currentColor}
.badge.strong{color:#14633a;background:#eaf6ef}
.badge.moderate{color:#7a4b00;background:#fff6e0}
.badge.weak{color:#8c1d18;background:#fff0ee}
.badge.sponsored{color:#5b3a8c;background:#f4efff}
.badge.over{color:#8c1d18;background:#fff0ee}
ol.results{list-style:none;padding:0;margin:0 0 1rem;display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(17rem,1fr))}
ol.results li{margin:0}
.meta{display:grid;grid-template-columns:auto 1fr;gap:.15rem .75rem;margin:.5rem 0;font-size:.95rem}
.meta dt{color:#4a5462}
.meta dd{margin:0}
.table-wrap{max-width:100%}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #e1e5ea;vertical-align:top}
@media (max-width:40rem){table.stack,table.stack tbody,table.stack tr,table.stack td{display:block;width:100%}table.stack thead{display:none}table.stack tr{border-bottom:1px solid #e1e5ea;padding:.35rem 0}table.stack td{border:0;padding:.1rem .25rem}table.stack table.stack{margin-left:.25rem}}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.chart-figure{margin:0 0 1rem}
.chart{width:100%;height:auto;max-width:44rem;display:block}
.chart text{font:13px system-ui,sans-serif;fill:#1b1f24}
details{margin:.75rem 0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.verdict{border-left:8px solid #6b7b93}
.verdict.proceed{border-left-color:#1f7a45}
.verdict.pilot{border-left-color:#b07500}
.verdict.not_yet{border-left-color:#b3261e}
.verdict h3{font-size:1.35rem;margin:0 0 .35rem}
.headline{font-size:1.1rem}
.bars{margin:.75rem 0 1rem;max-width:44rem}
.bars figcaption{font-weight:600;margin-bottom:.5rem}
.bars ul{list-style:none;margin:0;padding:0}
.bars li{display:grid;grid-template-columns:11rem 1fr 6.5rem;gap:.25rem .75rem;align-items:center;margin:.35rem 0;font-size:.95rem}
.bars li.chosen .bar-label{font-weight:700}
.bars .bar{width:100%;height:1.4rem;display:block}
.bars .bar-value{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
@media (max-width:40rem){.bars li{grid-template-columns:1fr auto}.bars .bar{grid-column:1/-1;grid-row:2}}
dl.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem 1.5rem;margin:.75rem 0}
dl.figures div{border-bottom:1px solid #e1e5ea;padding:.25rem 0 .4rem}
dl.figures dt{color:#4a5462;font-size:.9rem}
dl.figures dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
ul.rates{padding-left:1.1rem}
ul.rates li{margin:.35rem 0}
ul.rates details.note{margin:.1rem 0 .4rem}
ul.rates details.note summary{font-weight:400;font-size:.9rem}
ul.rates details.note p{color:#4a5462;margin:.25rem 0}
.with-unit{display:flex;gap:.5rem}
.with-unit input{flex:1 1 auto;min-width:0}
.field .with-unit select{width:auto;flex:0 0 auto}
.vendor-group h4{margin:1rem 0 .5rem}
.results h5{font-size:1.05rem;margin:0 0 .5rem}
.small{font-size:.85rem}
.disclosure{background:#fff8e6;border:1px solid #e8c979;border-radius:.5rem;padding:.6rem .9rem}
.share{margin:1rem 0}
button.secondary{background:#fff;color:#0a4fc2;border:1px solid #0a4fc2;padding:.35rem .9rem;margin-left:.5rem}
button.secondary:hover{background:#eef3fc;color:#073b91}
@media (max-width:40rem){table.stack th[scope=row]{display:block;width:100%;padding:.35rem .25rem .1rem}table.stack td[data-label]::before{content:attr(data-label) ": ";color:#4a5462}}
@media print{header.site,footer.site,form.questions,#questions,.share,.skip,[data-api-exchange],.button{display:none!important}body{background:#fff}.card{break-inside:avoid;border-color:#999}details{display:block}details>*{display:block}a[data-vendor-link]::after{content:" (" attr(href) ")"}}
.docs{display:grid;gap:1.5rem}
@media (min-width:64rem){.docs{grid-template-columns:15rem minmax(0,1fr)}.docs-nav{position:sticky;top:1rem;align-self:start;max-height:calc(100vh - 2rem);overflow-y:auto}}
.docs-nav{font-size:.9rem;background:#fff;border:1px solid #d9dee5;border-radius:.6rem;padding:.75rem 1rem}
.docs-nav h2{font-size:1rem;margin:.25rem 0 .5rem}
.docs-nav ul{list-style:none;margin:0 0 .75rem;padding:0}
.docs-nav li{margin:.2rem 0}
.docs-nav a{text-decoration:none}
.docs-nav a:hover{text-decoration:underline}
.docs table code{white-space:nowrap}
@media (max-width:40rem){.docs table code{white-space:normal;overflow-wrap:anywhere}}
.schema-body{margin-top:.5rem}
summary{cursor:pointer;font-weight:600;color:#0a4fc2}
pre{background:#0f1b2d;color:#e8eef8;padding:.75rem 1rem;border-radius:.4rem;font-size:.85rem;max-width:100%;white-space:pre-wrap;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.92em}
.tiers{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr))}
.op{border-left:5px solid #0a4fc2}
.method{font-family:ui-monospace,monospace;font-weight:700;text-transform:uppercase;margin-right:.5rem}
.muted{color:#4a5462}
footer.site{max-width:72rem;margin:0 auto;padding:1rem;color:#4a5462;font-size:.9rem;border-top:1px solid #d9dee5}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.tier .price{font-size:1.1rem;margin:.25rem 0 .75rem}
.tier .price strong{font-size:2rem;line-height:1.1}
.tier-limits{padding-left:1.25rem;margin:.5rem 0}
.terms{font-size:.9rem}
table.compare thead th{text-align:center;white-space:nowrap}
table.compare td{text-align:center;white-space:nowrap;overflow-wrap:normal;font-variant-numeric:tabular-nums}
table.compare td[data-included=yes]{color:#14633a;font-weight:600}
table.compare td[data-included=no]{color:#4a5462}
@media (max-width:40rem){table.compare th,table.compare td{padding:.35rem .3rem;font-size:.9rem}table.compare td{white-space:normal}}
.key-box{display:block;padding:.75rem;background:#fff;border:2px solid #1f7a45;border-radius:.4rem;font-size:1.05rem;overflow-wrap:anywhere;word-break:break-all}
.notice{border-left:5px solid #f0a500;background:#fffaf0;padding:.75rem 1rem;border-radius:.4rem;margin:1rem 0}
button.secondary,.button.secondary{background:#fff;color:#0a4fc2;border:2px solid #0a4fc2}
button.secondary:hover,.button.secondary:hover{background:#eef3fc;color:#073b91}
`

/**
 * Small enhancements, each optional: the home budget's unit follows the locale control, the
 * labour cost's currency follows the country select, and result pages get a print button.
 */
export const SITE_JS = `
document.addEventListener('DOMContentLoaded', function () {
  var locale = document.querySelector('select[name=locale]');
  var budgetUnit = document.querySelector('[data-budget-unit]');
  if (locale && budgetUnit) {
    locale.addEventListener('change', function () {
      budgetUnit.textContent = locale.value === 'UK' ? ' (£)' : ' ($)';
    });
  }
  var country = document.querySelector('select[name=region]');
  var labourUnit = document.querySelector('[data-currency-unit]');
  if (country && labourUnit) {
    country.addEventListener('change', function () {
      var option = country.options[country.selectedIndex];
      var code = option && /\\(([A-Z]{3})\\)$/.exec(option.text);
      if (code) labourUnit.textContent = ' (' + code[1] + '/h)';
    });
  }
  var print = document.querySelector('button[data-print]');
  if (print) {
    print.hidden = false;
    print.addEventListener('click', function () { window.print(); });
  }
});
`
