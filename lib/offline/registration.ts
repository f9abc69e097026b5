/**
 * The page side of the offline support, as a small inline script every page carries (no bundle: it must add at
 * most 1 kB to a first visit). Kept to ES5 so any browser that runs it runs it whole.
 *
 * - Registers the service worker once the page has loaded and the browser is idle, so neither the worker nor
 *   what it precaches competes with the page.
 * - Asks the worker whether this page came from the device's copy; if so it says "Offline copy from <date>" at
 *   the top of the page, and reloads the page a moment after the network comes back.
 * - On a copy from an earlier day, marks what it shows as upcoming but has passed since: a `<time data-upcoming>`
 *   whose day is before today.
 */
import { OFFLINE_COPY_CLASS, offlineMessages } from './messages';
import { SERVICE_WORKER_PATH } from './paths';

/**
 * How long after the network comes back the copy reloads. A navigation started meanwhile replaces the page first, so
 * it is never cut short by a reload; the network is asked again, as it may come and go.
 */
const RELOAD_AFTER_ONLINE_MS = 1000;

export function registrationScript(): string {
  const text = JSON.stringify(offlineMessages);
  return `(function(){var n=navigator.serviceWorker;if(!n)return;var t=${text};
n.addEventListener('message',function(e){var d=e.data;if(!d||d.type!=='offline-copy'||d.at===null)return;
var at=new Date(d.at),p=document.createElement('p');p.className='${OFFLINE_COPY_CLASS}';p.setAttribute('role','status');
p.textContent=isNaN(at)?t.copy:t.copy_from.replace('{date}',at.toLocaleString('en-US',{timeZone:'America/Denver',dateStyle:'medium',timeStyle:'short'}));
document.body.insertBefore(p,document.body.firstChild);
var z={timeZone:'America/Denver'},today=new Date().toLocaleDateString('en-CA',z),l=document.querySelectorAll('time[data-upcoming]');
if(at.toLocaleDateString('en-CA',z)<today)for(var i=0;i<l.length;i++)if(l[i].getAttribute('datetime').slice(0,10)<today)l[i].insertAdjacentText('afterend',' '+t.passed);
addEventListener('online',function(){setTimeout(function(){if(navigator.onLine)location.reload()},${RELOAD_AFTER_ONLINE_MS})})});
if(n.controller)n.controller.postMessage({type:'offline-copy?'});
addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(function(){n.register('${SERVICE_WORKER_PATH}').catch(function(){})})})})();`;
}
