import { ApiError, parseJson, type RawBody } from "./api-client";

// Apart from api-client.ts, which every page's first load carries: only the admin's import sends files.

export interface UploadOptions {
  /** Bytes sent so far of the body's size, as the browser reports them. */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * A file sent as the body with its progress reported: fetch cannot tell how much of a body has gone,
 * XMLHttpRequest can. Same cookies, and the same errors as `apiRequest` ('{status}: {body text}').
 */
export function apiUpload<T>(url: string, body: RawBody, { onProgress }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("Content-Type", body.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, `${request.status}: ${text || request.statusText}`, parseJson(text)));
        return;
      }
      const isJson = request.getResponseHeader("Content-Type")?.includes("json") ?? false;
      resolve((text ? (isJson ? JSON.parse(text) : text) : undefined) as T);
    };
    // What fetch throws when the network fails, so callers handle both alike.
    request.onerror = () => reject(new TypeError("Failed to fetch"));
    request.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    request.send(body.raw);
  });
}
