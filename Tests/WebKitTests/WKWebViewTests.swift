import UIKit
import WebKit
import XCTest

/// A web view on a device with no web engine and no network, as in-app browsers and HTML views
/// use it: a request fails as offline (Apple, `NSURLErrorNotConnectedToInternet`), an HTML string
/// loads (start, commit, finish on later main-queue turns, its title read), script never runs,
/// progress is observable, and the page is an opaque white view.
@MainActor
final class WKWebViewTests: XCTestCase {
    final class Navigation: WKNavigationDelegate {
        var events: [String] = []
        var failure: NSError?
        var finished: XCTestExpectation?
        func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
            events.append("start")
        }
        func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { events.append("commit") }
        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
            events.append("finish")
            finished?.fulfill()
        }
        func webView(
            _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
        ) {
            events.append("fail")
            failure = error as NSError
            finished?.fulfill()
        }
    }

    func testARequestFailsOfflineAndHTMLLoads() async throws {
        let webView = WKWebView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), configuration: WKWebViewConfiguration())
        let navigation = Navigation()
        webView.navigationDelegate = navigation
        var progress: [Double] = []
        let observation = webView.observe(\.estimatedProgress, options: [.new]) { view, _ in
            progress.append(view.estimatedProgress)
        }
        defer { observation.invalidate() }

        navigation.finished = expectation(description: "failed")
        webView.load(URLRequest(url: URL(string: "https://example.com")!))
        XCTAssertTrue(webView.isLoading)
        XCTAssertEqual(navigation.events, [], "delegate calls come later, as WebKit's do")
        await fulfillment(of: [navigation.finished!], timeout: 5)
        XCTAssertEqual(navigation.events, ["start", "fail"])
        XCTAssertEqual(navigation.failure?.domain, NSURLErrorDomain)
        XCTAssertEqual(navigation.failure?.code, NSURLErrorNotConnectedToInternet)
        XCTAssertFalse(webView.isLoading)

        navigation.events = []
        navigation.finished = expectation(description: "finished")
        webView.loadHTMLString("<html><head><title> Terms </title></head><body>Hi</body></html>", baseURL: nil)
        await fulfillment(of: [navigation.finished!], timeout: 5)
        XCTAssertEqual(navigation.events, ["start", "commit", "finish"])
        XCTAssertEqual(webView.title, "Terms")
        XCTAssertEqual(webView.estimatedProgress, 1)
        XCTAssertEqual(progress.last, 1, "progress is observable")

        // The page's text is shown (the HTML import's black Times on white), below the body margin.
        let image = UIGraphicsImageRenderer(bounds: webView.bounds).image { context in
            webView.layoutIfNeeded()
            webView.layer.render(in: context.cgContext)
        }
        let pixels = try XCTUnwrap(image.cgImage)
        let scale = pixels.width / 320
        var dark = 0
        for y in 0..<(40 * scale) {
            for x in 0..<(60 * scale) where pixels.pixel(x: x, y: y).red < 100 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 10, "'Hi' is drawn near the top left")
        XCTAssertEqual(pixels.pixel(x: 4 * scale, y: 4 * scale).red, 255, "inside the body margin is white")
    }

    func testScriptNeverRunsAndThePageIsWhite() async throws {
        let webView = WKWebView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let answered = expectation(description: "answered")
        webView.evaluateJavaScript("document.title") { result, error in
            XCTAssertNil(result)
            XCTAssertEqual((error as NSError?)?.domain, WKErrorDomain)
            answered.fulfill()
        }
        await fulfillment(of: [answered], timeout: 5)
        XCTAssertTrue(webView.scrollView.superview === webView)
        let image = UIGraphicsImageRenderer(bounds: webView.bounds).image { context in
            webView.layer.render(in: context.cgContext)
        }
        let pixel = try XCTUnwrap(image.cgImage).pixel(x: 50, y: 50)
        XCTAssertEqual([pixel.red, pixel.green, pixel.blue, pixel.alpha], [255, 255, 255, 255])
        let controller = WKUserContentController()
        final class Handler: WKScriptMessageHandler {
            func userContentController(
                _ userContentController: WKUserContentController, didReceive message: WKScriptMessage
            ) {}
        }
        controller.add(Handler(), name: "native")
        controller.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        XCTAssertEqual(controller.userScripts.count, 1)
    }
}
