// Office-hours embed: adds an "open now" or "closed now" line to every container marked data-embed="office-hours"
// (inside its [data-embed-mount] node, which the page leaves to scripts).
// Configured by data attributes: data-open-label, data-closed-label, data-time-zone, data-opens, data-closes (hours,
// 24h clock), data-days (first and last weekday, 1 = Monday, e.g. "1-5").
(function () {
  function isOpen(container, now) {
    var zone = container.getAttribute('data-time-zone') || 'America/Los_Angeles';
    var parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(now);
    var weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.find(function (p) { return p.type === 'weekday'; }).value) + 1;
    var hour = Number(parts.find(function (p) { return p.type === 'hour'; }).value);
    var days = (container.getAttribute('data-days') || '1-5').split('-').map(Number);
    var opens = Number(container.getAttribute('data-opens') || 9);
    var closes = Number(container.getAttribute('data-closes') || 17);
    return weekday >= days[0] && weekday <= days[1] && hour >= opens && hour < closes;
  }

  function render() {
    document.querySelectorAll('[data-embed="office-hours"]').forEach(function (container) {
      var open = isOpen(container, new Date());
      var mount = container.querySelector('[data-embed-mount]') || container;
      var line = mount.querySelector('[data-embed-status]') || document.createElement('p');
      line.setAttribute('data-embed-status', open ? 'open' : 'closed');
      line.textContent = container.getAttribute(open ? 'data-open-label' : 'data-closed-label') || '';
      if (!line.parentNode) mount.appendChild(line);
    });
  }

  // The script may run before its containers are parsed (React hoists async scripts into <head>) and only once per
  // visit, while client-side navigation can add containers later: watch for them.
  function start() {
    render();
    setInterval(render, 60000);
    new MutationObserver(function () {
      if (document.querySelector('[data-embed="office-hours"]:not(:has([data-embed-status]))')) render();
    }).observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
