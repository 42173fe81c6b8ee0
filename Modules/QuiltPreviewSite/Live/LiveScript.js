(() => {
  'use strict';
  const config = window.quiltPreviewConfig;
  const viewport = document.getElementById('quilt-viewport');
  const content = document.getElementById('quilt-content');
  const pinLayer = document.getElementById('quilt-pins');
  const statusLine = document.getElementById('quilt-status');
  const openedLine = document.getElementById('quilt-opened');
  let lastOpened = null;
  const panel = document.getElementById('quilt-problems');
  const elements = new Map();
  let socket = null, seq = 0, inFlight = false, dirty = false, reportedY = null, opened = false;
  let loading = true, intentsSent = 0, intentsSeen = -1, sections = [];
  let readyWaiters = [], idleWaiters = [];
  const settleWaiters = new Map();

  const isReady = () => opened && !inFlight && !dirty && socket && socket.readyState === 1 && reportedY === viewport.scrollTop;
  const isIdle = () => isReady() && !loading && intentsSeen === intentsSent;
  function wake() {
    if (isReady()) { readyWaiters.forEach((resolve) => resolve()); readyWaiters = []; }
    if (isIdle()) { idleWaiters.forEach((resolve) => resolve()); idleWaiters = []; }
  }
  function send(message) { if (socket && socket.readyState === 1) socket.send(JSON.stringify(message)); }

  function stripOffsets() {
    const offsets = {};
    for (const element of elements.values()) {
      if (element.dataset.kind === 'strip') offsets[element.dataset.section] = element.scrollLeft;
    }
    return offsets;
  }
  function report() {
    if (!opened || !socket || socket.readyState !== 1 || inFlight) { dirty = true; return; }
    inFlight = true; dirty = false; seq += 1; reportedY = viewport.scrollTop;
    send({type: 'viewport', seq, y: reportedY, height: viewport.clientHeight, strips: stripOffsets()});
  }
  let framed = false;
  function schedule() {
    if (framed) return;
    framed = true;
    requestAnimationFrame(() => { framed = false; report(); });
  }
  viewport.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule);

  function make(html) {
    const template = document.createElement('template');
    template.innerHTML = html.trim();
    return template.content.firstElementChild;
  }
  function container(parent) {
    if (!parent) return content;
    const strip = elements.get(parent);
    return strip ? strip.querySelector('.quilt-strip-content') : null;
  }
  function place(item) {
    const element = make(item.html);
    const old = elements.get(item.key);
    if (old && old.dataset.kind === 'strip' && element.dataset.kind === 'strip') {
      const from = old.querySelector('.quilt-strip-content'), to = element.querySelector('.quilt-strip-content');
      while (from.firstChild) to.appendChild(from.firstChild);
      const left = old.scrollLeft;
      old.replaceWith(element);
      element.scrollLeft = left;
      hookStrip(element);
    } else if (old && (old.parentElement === container(item.parent) || old.parentElement === pinLayer)) {
      old.replaceWith(element);
    } else {
      if (old) old.remove();
      const target = container(item.parent);
      if (!target) return;
      target.appendChild(element);
      if (element.dataset.kind === 'strip') hookStrip(element);
    }
    elements.set(item.key, element);
  }
  function apply(message) {
    if (message.type === 'reset') {
      for (const element of elements.values()) element.remove();
      elements.clear();
    }
    if (message.direction !== undefined) content.dir = message.direction;
    if (message.styles !== undefined) document.getElementById('quilt-text-styles').textContent = message.styles;
    if (message.width !== undefined) content.style.width = message.width + 'px';
    if (message.contentHeight !== undefined) content.style.height = message.contentHeight + 'px';
    for (const key of message.remove || []) {
      const element = elements.get(key);
      if (element) { element.remove(); elements.delete(key); }
    }
    for (const [key, element] of elements) if (!element.isConnected) elements.delete(key);
    for (const item of message.add || []) place(item);
    for (const item of message.update || []) place(item);
    for (const item of message.move || []) {
      const element = elements.get(item.key);
      if (element) element.style.cssText = item.style;
    }
    if (message.anchor) { viewport.scrollTop += message.anchor; reportedY = viewport.scrollTop; }
    for (const pin of message.pins || []) {
      const element = elements.get(pin.key);
      if (!element) continue;
      if (pin.stuck) {
        if (element.parentElement !== pinLayer) pinLayer.appendChild(element);
        element.style.top = (pin.y - message.offset) + 'px';
      } else {
        if (element.parentElement !== content) content.appendChild(element);
        element.style.top = pin.y + 'px';
      }
    }
    if (message.type === 'reset' && !opened) {
      opened = true;
      viewport.scrollTop = config.offset;
      report();
    }
    if (message.ack !== undefined && message.ack === seq) {
      inFlight = false;
      if (dirty || reportedY !== viewport.scrollTop) report();
    }
    wake();
  }

  function hookStrip(strip) {
    if (strip.quiltHooked) return;
    strip.quiltHooked = true;
    let samples = [], timer = null, touching = false;
    strip.addEventListener('pointerdown', () => { touching = true; samples = []; strip.quiltSettling = false; });
    window.addEventListener('pointerup', () => { touching = false; });
    strip.addEventListener('scroll', () => {
      schedule();
      if (strip.quiltSettling) return;
      const now = performance.now();
      samples.push([now, strip.scrollLeft]);
      samples = samples.filter(([time]) => now - time < 100);
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (touching || strip.quiltSettling) return;
        const first = samples[0], last = samples[samples.length - 1];
        const velocity = first && last && last[0] > first[0] ? (last[1] - first[1]) / (last[0] - first[0]) : 0;
        send({type: 'release', section: strip.dataset.section, x: strip.scrollLeft, velocity});
      }, 120);
    }, {passive: true});
  }
  function settle(message) {
    const strip = [...elements.values()].find((e) => e.dataset.kind === 'strip' && e.dataset.section === message.section);
    const waiter = settleWaiters.get(message.section);
    settleWaiters.delete(message.section);
    if (strip) {
      // Only the latest settle ends settling: an earlier one's timer
      // must not reopen the strip to scroll reports while a release
      // is on its way (its answer would be taken for the release's).
      const turn = strip.quiltSettleTurn = (strip.quiltSettleTurn || 0) + 1;
      strip.quiltSettling = true;
      strip.scrollTo({left: message.x, behavior: waiter ? 'instant' : 'smooth'});
      setTimeout(() => { if (strip.quiltSettleTurn === turn) strip.quiltSettling = false; }, 600);
    }
    if (waiter) waiter(strip ? strip.scrollLeft : message.x);
    schedule();
  }

  function showStatus(message) {
    loading = message.loading;
    intentsSeen = message.intents;
    sections = message.sections;
    const failed = sections.filter((s) => s.state === 'failed');
    statusLine.textContent = loading ? 'Loading…' : failed.length ? failed.length + ' failed' : 'Up to date';
    statusLine.dataset.state = loading ? 'loading' : failed.length ? 'failed' : 'idle';
    statusLine.title = failed.map((s) => s.id + ': ' + s.message).join('\n');
    document.getElementById('quilt-retry').hidden = failed.length === 0;
    wake();
  }
  function showProblems(message) {
    panel.hidden = message.count === 0;
    panel.innerHTML = message.count ? '<details ' + (message.blocking ? 'open' : '') + '><summary>' + message.count +
      (message.blocking ? ' problem(s): the page cannot be drawn' : ' warning(s)') + '</summary>' + message.html + '</details>' : '';
    viewport.classList.toggle('quilt-blocked', message.blocking);
  }

  function connect() {
    socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + config.session +
      '&offset=' + encodeURIComponent(opened ? viewport.scrollTop : config.offset));
    socket.onmessage = (event) => {
      const message = JSON.parse(event.data);
      switch (message.type) {
        case 'reset': case 'patch': apply(message); break;
        case 'status': showStatus(message); break;
        case 'problems': showProblems(message); break;
        case 'settle': settle(message); break;
        case 'error': case 'notice': console.warn('quilt preview:', message.message); break;
      }
    };
    socket.onopen = () => { statusLine.textContent = 'Connected'; };
    socket.onclose = () => {
      inFlight = false;
      statusLine.textContent = 'Disconnected, reconnecting…';
      statusLine.dataset.state = 'offline';
      opened = false;
      config.offset = viewport.scrollTop;
      setTimeout(connect, 1000);
    };
  }

  function intent(name) { intentsSent += 1; send({type: 'intent', intent: name}); }
  function toggle(section) { intentsSent += 1; send({type: 'toggle', section}); }
  document.getElementById('quilt-refresh').addEventListener('click', () => intent('refresh'));
  document.getElementById('quilt-retry').addEventListener('click', () => intent('retry'));
  // What the contract says a tap does (data-tap): a URL is shown, not
  // opened; a toggle goes through the toggle message; the rest are intents.
  function perform(action) {
    if (action.startsWith('open:')) {
      lastOpened = action.slice(5);
      openedLine.textContent = 'Opens ' + lastOpened;
      openedLine.hidden = false;
    } else if (action.startsWith('expand:') || action.startsWith('collapse:')) {
      toggle(action.slice(action.indexOf(':') + 1));
    } else {
      intent(action);
    }
  }
  content.addEventListener('click', (event) => {
    if (event.target.closest('[data-action="retry"]')) return intent('retry');
    const owner = event.target.closest('[data-action="toggle"]')?.closest('[data-section]');
    if (owner) return toggle(owner.dataset.section);
    const tapped = event.target.closest('[data-tap]');
    if (tapped) perform(tapped.dataset.tap);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'r' && !event.metaKey && !event.ctrlKey && !event.altKey && !(event.target instanceof HTMLInputElement)) intent('refresh');
  });

  window.quiltPreview = {
    get offset() { return viewport.scrollTop; },
    get sections() { return sections; },
    get loading() { return loading; },
    scrollTo(y) { viewport.scrollTop = y; report(); return this.ready(); },
    ready() { return new Promise((resolve) => { readyWaiters.push(resolve); if (opened && reportedY !== viewport.scrollTop) report(); wake(); }); },
    idle() { return new Promise((resolve) => { idleWaiters.push(resolve); wake(); }); },
    intent(name) { intent(name); return this.idle(); },
    toggle(section) { toggle(section); return this.idle(); },
    get lastOpened() { return lastOpened; },
    releaseStrip(section, x, velocity) {
      const strip = [...elements.values()].find((e) => e.dataset.kind === 'strip' && e.dataset.section === section);
      if (strip) {
        strip.quiltSettleTurn = (strip.quiltSettleTurn || 0) + 1;
        strip.quiltSettling = true;
        strip.scrollLeft = x;
      }
      return new Promise((resolve) => { settleWaiters.set(section, resolve); send({type: 'release', section, x, velocity}); });
    },
  };
  connect();
})();
