import { vi } from 'vitest';

/**
 * Sends XMLHttpRequest (used for uploads with progress) through `fetch`, so one `stubApi` table
 * (MSW) answers every call. MSW answers XMLHttpRequest too, but reports an upload's progress
 * only once it is answered; this reports `before` while the answer is awaited, then 100% just
 * before `load`, as browsers do. A jsdom File reaches the API stub named "blob" (Node's fetch
 * does not know jsdom's File); its bytes arrive intact.
 */
export function stubXhrThroughFetch({ before = 0.5 }: { before?: number } = {}) {
  class XhrThroughFetch {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private responseHeaders = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    getAllResponseHeaders(): string {
      return [...this.responseHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }

    abort() {
      this.onabort?.();
    }

    private progress(fraction: number) {
      const event = { lengthComputable: true, loaded: fraction * 100, total: 100 };
      this.upload.onprogress?.(event as ProgressEvent);
    }

    send(body: XMLHttpRequestBodyInit | null) {
      this.progress(before);
      fetch(this.url, { method: this.method, headers: this.headers, body })
        .then(async (response) => {
          this.progress(1);
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseHeaders = response.headers;
          this.responseText = await response.text();
          this.onload?.();
        })
        .catch(() => this.onerror?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', XhrThroughFetch);
}
