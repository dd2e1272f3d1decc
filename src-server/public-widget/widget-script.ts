// The embed script a venue pastes into its own website:
//   <script src="https://api.example/widget/harbour-bistro.js" async></script>
// It inserts an iframe of the booking page right after itself (or into data-target), in the language
// of data-lang, the event widget with data-widget="event", and sizes the iframe to the height the page
// reports by postMessage, accepted only from the widget's own origin and its own frame.
export function widgetScript(slug: string, frameTitle: string): string {
  return `(function () {
  var script = document.currentScript;
  if (!script) return;
  var origin = new URL(script.src).origin;
  var lang = script.getAttribute('data-lang');
  var kind = script.getAttribute('data-widget');
  var frame = document.createElement('iframe');
  frame.src = origin + '/book/' + ${JSON.stringify(encodeURIComponent(slug))} + (kind === 'event' ? '/event' : '') +
    (lang ? '?lang=' + encodeURIComponent(lang) : '');
  frame.title = ${JSON.stringify(frameTitle)};
  frame.style.cssText = 'display:block;width:100%;max-width:680px;min-height:420px;border:0;';
  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (data && data.type === 'venue-widget:height' && typeof data.height === 'number')
      frame.style.height = Math.min(Math.max(data.height, 200), 6000) + 'px';
  });
  var target = script.getAttribute('data-target');
  var host = target ? document.querySelector(target) : null;
  if (host) host.appendChild(frame);
  else script.parentNode.insertBefore(frame, script.nextSibling);
})();
`;
}
