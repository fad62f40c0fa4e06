/**
 * The page's app script goes in this attribute of the loader's <script> tag, in place of the
 * module script Vite writes (client/build/app-loader.ts).
 */
export const APP_ENTRY_ATTRIBUTE = "data-app-entry";

/**
 * How long the loader waits at most for the page's leading images before it starts the app: a
 * stalled image must not keep menus and search from working (2.5 s is where a largest paint
 * stops counting as good).
 */
export const LEADING_IMAGE_WAIT_MS = 2500;

/**
 * The inline script that starts the app on a server-drawn page once the page has painted with its
 * leading images (those marked fetchpriority="high"). The markup is readable, and its links and
 * forms work, before any script runs, so the app's code neither holds the first paint behind its
 * evaluation nor shares a slow connection with the page's largest image. A page that arrives
 * empty (the admin screens) or in a hidden tab, where no frame is painted, starts at once.
 *
 * A fixed text, so that the CSP allows it by its hash (server/http/security.ts) while every other
 * inline script stays refused. It reads the app's address from its own tag's APP_ENTRY_ATTRIBUTE.
 */
export const APP_LOADER_SCRIPT =
  "(()=>{" +
  'const d=document,root=d.getElementById("root"),entry=d.querySelector("script[' +
  APP_ENTRY_ATTRIBUTE +
  ']").getAttribute("' +
  APP_ENTRY_ATTRIBUTE +
  '");' +
  'const start=()=>{const s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=entry;d.head.append(s)};' +
  'if(!root||!root.firstElementChild||d.visibilityState==="hidden")return start();' +
  'const loaded=(i)=>i.complete?0:new Promise((done)=>{i.addEventListener("load",done,{once:true});i.addEventListener("error",done,{once:true})});' +
  "const images=Array.from(d.querySelectorAll('img[fetchpriority=\"high\" i]'),loaded);" +
  "Promise.race([Promise.all(images),new Promise((done)=>setTimeout(done," +
  LEADING_IMAGE_WAIT_MS +
  "))]).then(()=>requestAnimationFrame(()=>setTimeout(start,0)))" +
  "})()";
