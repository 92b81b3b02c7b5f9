/**
 * Prepended to every preview bundle: reports uncaught errors of the generated
 * app to the parent window (the studio) as
 * `{ source: 'kiln-preview', type: 'runtime-error', message, file, line, column, stack }`.
 */
export const RUNTIME_ERROR_REPORTER = `(()=>{const s=(m)=>{try{if(window.parent!==window)window.parent.postMessage(Object.assign({source:"kiln-preview",type:"runtime-error"},m),"*")}catch{}};addEventListener("error",(e)=>s({message:String(e.message),file:e.filename||null,line:e.lineno||null,column:e.colno||null,stack:(e.error&&e.error.stack)||null}));addEventListener("unhandledrejection",(e)=>{const r=e.reason;s({message:String((r&&r.message)||r),file:null,line:null,column:null,stack:(r&&r.stack)||null})})})();`
