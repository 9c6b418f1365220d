import UIKit

/// A page load (`WKNavigation`), the token a load returns and the delegate gets back.
@MainActor
open class WKNavigation: NSObject {}

/// What a navigation was asked to do (`WKNavigationAction`).
@MainActor
open class WKNavigationAction: NSObject {
    /// Why the navigation happens.
    public enum NavigationType: Int, Sendable {
        case linkActivated, formSubmitted, backForward, reload, formResubmitted
        case other = -1
    }

    open var request: URLRequest
    open var navigationType: NavigationType { .other }

    init(request: URLRequest) {
        self.request = request
        super.init()
    }
}

/// Whether a navigation may go on (`WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable {
    case cancel, allow, download
}

/// Whether a response may be shown (`WKNavigationResponsePolicy`).
public enum WKNavigationResponsePolicy: Int, Sendable {
    case cancel, allow, download
}

/// Told about a web view's navigations (`WKNavigationDelegate`); every method is optional.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
}

extension WKNavigationDelegate {
    public func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void
    ) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error
    ) {}
}

/// Told when a page opens windows or shows alerts (`WKUIDelegate`); every method is optional.
@MainActor
public protocol WKUIDelegate: AnyObject {
    func webViewDidClose(_ webView: WKWebView)
}

extension WKUIDelegate {
    public func webViewDidClose(_ webView: WKWebView) {}
}
