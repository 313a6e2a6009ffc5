import { scriptLiteral } from './script-literal'

/**
 * The inline module script that starts the client only once the server's page has painted: when the browser reports
 * the page's first contentful paint, and the page's first photo (its first `fetchpriority="high"` image) has painted
 * too, it adds the entry's chunks as module preloads and imports the entry. It starts at once in a hidden tab (where
 * nothing paints), and at the shopper's first touch or key if that comes first. A browser without paint timing
 * starts it in the task after the first frame. The photo counts as painted when the browser reports it as the
 * largest contentful paint, or two frames after it has been decoded (or failed to load), for a photo that is not the
 * largest or a browser that does not report one. Decoded, not loaded: Chromium paints a large photo a few frames
 * after its `load`, once its decode is done, so two frames after `load` can still come before its paint.
 *
 * Why: linked from the head, the entry and its 100 KB of chunks share a phone's connection with the page's own
 * stylesheet and first photo, and Chromium ran them before it painted anything: on a slow 4G phone the first paint
 * waited for the whole framework. The server's page needs no script to be read, so it paints first; React takes it
 * over as soon as it has. The first photo is the largest thing a search or vehicle page paints: when it arrived after
 * the text, the scripts asked for at the text's paint took its bandwidth and its paint waited for them. Waiting for
 * the paint entry rather than a frame matters: a frame's pixels reach the screen a little after its task, and a script
 * asked for in between still competes with them. A script added by a trusted one keeps the page's CSP
 * (`'strict-dynamic'`); the preloads carry the page's nonce as well. The script is a module, so it runs once the
 * whole page has been parsed and its photo is in the document.
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
    `const photo=document.querySelector(${scriptLiteral(firstPhoto)});let painted=false,photoPainted=!photo;` +
    `const ready=()=>{if(painted&&photoPainted)load()};` +
    `const timing=globalThis.PerformanceObserver?.supportedEntryTypes??[];` +
    `if(photo){const shown=()=>{photoPainted=true;ready()};` +
    `if(timing.includes('largest-contentful-paint'))new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntries().some((each)=>each.element===photo)){observer.disconnect();shown()}})` +
    `.observe({type:'largest-contentful-paint',buffered:true});` +
    `const settled=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(shown)));` +
    `photo.decode().then(settled,settled)}` +
    `const paint=()=>{painted=true;ready()};` +
    `if(timing.includes('paint'))new PerformanceObserver((list,observer)=>{` +
    `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();paint()}})` +
    `.observe({type:'paint',buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(paint))}`
  )
}

/** A touch or a key: the shopper is about to use the page, so its script must not wait for the paint any longer. */
const firstInput = ['pointerdown', 'keydown']

/** The page's first photo: the image the page asks for first, which components mark with a high fetch priority. */
const firstPhoto = 'img[fetchpriority="high"]'
