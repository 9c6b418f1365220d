#!/usr/bin/env python3
"""Warm headless-Chromium timing over the DevTools protocol (Scripts/bench-peer.sh).

Starts nothing: connects to a Chromium already running with --remote-debugging-port=PORT and the
scene open, then times Page.captureScreenshot (render + PNG encode, base64 over the socket):
  * unchanged: repeated captures of the same page,
  * edited: one card's title changed (Runtime.evaluate) before each capture, as a one-card edit.
Prints one JSON object with the medians (ms). Needs websocket-client (PyPI)."""
import json
import statistics
import sys
import time
import urllib.request

import websocket


def page_socket(port):
    for _ in range(100):
        try:
            targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2))
            pages = [t for t in targets if t.get("type") == "page" and "webSocketDebuggerUrl" in t]
            if pages:
                return pages[0]["webSocketDebuggerUrl"]
        except OSError:
            pass
        time.sleep(0.1)
    sys.exit("cdp_screenshots: no page target on port %d" % port)


class Session:
    def __init__(self, url):
        self.ws = websocket.create_connection(url, timeout=60, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.ws.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = json.loads(self.ws.recv())
            if message.get("id") == self.next_id:
                if "error" in message:
                    sys.exit("cdp_screenshots: %s failed: %s" % (method, message["error"]))
                return message["result"]


def main():
    port = int(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    session = Session(page_socket(port))
    session.call("Page.enable")
    # Wait for the scene to be laid out, then warm up.
    for _ in range(100):
        ready = session.call("Runtime.evaluate", expression="document.querySelectorAll('.card').length")["result"].get("value")
        if ready == 12:
            break
        time.sleep(0.05)
    for _ in range(3):
        session.call("Page.captureScreenshot", format="png")

    unchanged, edited = [], []
    size = 0
    for i in range(count):
        start = time.perf_counter()
        data = session.call("Page.captureScreenshot", format="png")["data"]
        unchanged.append((time.perf_counter() - start) * 1000)
        size = len(data) * 3 // 4
    for i in range(count):
        start = time.perf_counter()
        session.call("Runtime.evaluate", expression="document.querySelectorAll('.title')[%d].textContent = 'Activity %d'" % (i % 12, i))
        session.call("Page.captureScreenshot", format="png")
        edited.append((time.perf_counter() - start) * 1000)
    print(json.dumps({
        "warm_median_ms": statistics.median(unchanged),
        "warm_edit_median_ms": statistics.median(edited),
        "warm_edit_p95_ms": sorted(edited)[int(0.95 * (len(edited) - 1))],
        "captures": count,
        "png_bytes": size,
    }))


if __name__ == "__main__":
    main()
