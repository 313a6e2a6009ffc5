import { scriptLiteral } from './script-literal'

/**
 * The inline module script that starts the client only once the server's page has painted: when the browser reports
 * the page's first contentful paint, it adds the entry's chunks as module preloads and imports the entry. It starts
 * at once in a hidden tab (where nothing paints), and at the shopper's first touch or key if that comes first. A
 * browser without paint timing starts it in the task after the first frame.
 *
 * Why: linked from the head, the entry and its 100 KB of chunks share a phone's connection with the page's own
 * stylesheet and first photo, and Chromium ran them before it painted anything: on a slow 4G phone the first paint
 * waited for the whole framework. The server's page needs no script to be read, so it paints first; React takes it
 * over as soon as it has. Waiting for the paint entry rather than a frame matters: a frame's pixels reach the screen
 * a little after its task, and a script asked for in between still competes with them. A script added by a trusted
 * one keeps the page's CSP (`'strict-dynamic'`); the preloads carry the page's nonce as well.
 * @example clientLoaderScript('/assets/entry-client-a.js', ['/assets/framework-b.js']) // "const nonce=…"
 */
export function clientLoaderScript(entry: string, preloads: readonly string[]): string {
  return (
    `const nonce=document.querySelector('meta[property="csp-nonce"]')?.content;let started=false;` +
    `const load=()=>{if(started)return;started=true;for(const type of ${scriptLiteral(firstInput)})` +
    `removeEventListener(type,load,true);for(const href of ${scriptLiteral(preloads)}){` +
    `const link=document.createElement('link');link.rel='modulepreload';link.href=href;if(nonce)link.nonce=nonce;` +
    `document.head.append(link)}import(${scriptLiteral(entry)})};` +
    `if(document.visibilityState==='hidden')load();else{` +
    `document.addEventListener('visibilitychange',load,{once:true});` +
    `for(const type of ${scriptLiteral(firstInput)})addEventListener(type,load,{capture:true,passive:true});` +
    `if(globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){` +
    `observer.disconnect();load()}}).observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(load))}`
  )
}

/** A touch or a key: the shopper is about to use the page, so its script must not wait for the paint any longer. */
const firstInput = ['pointerdown', 'keydown']
