import UIKit

/// The error domain of WebKit's errors (`WKErrorDomain`).
public let WKErrorDomain = "WKErrorDomain"

/// A view that shows web content (`WKWebView`). ViewLab has no web engine and no network, so a web
/// view keeps what it is asked to show and answers as an offline device would: a URL request
/// fails (the navigation delegate gets `didFailProvisionalNavigation` with
/// `NSURLErrorNotConnectedToInternet`), an HTML string or file loads (start, commit, finish;
/// its `<title>` becomes `title`) and is shown as UIKit's HTML import reads it — text with its
/// fonts, colours, links and blocks, at device width with WebKit's 8-point body margin, no images,
/// CSS layout or script — and script is never run (`evaluateJavaScript` completes with a WebKit
/// error). Delegate calls come on the next main-queue turn, as WebKit's do. The view draws an
/// opaque white page with a scroll view over it.
open class WKWebView: UIView {
    public let configuration: WKWebViewConfiguration
    /// The scroll view the page scrolls in.
    public let scrollView = UIScrollView()
    open weak var navigationDelegate: WKNavigationDelegate?
    open weak var uiDelegate: WKUIDelegate?
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress: Double = 0
    open var hasOnlySecureContent: Bool { url?.scheme == "https" }
    open var customUserAgent: String?
    open var allowsBackForwardNavigationGestures = false
    open var allowsLinkPreview = true
    open var isInspectable = false
    open var pageZoom: CGFloat = 1
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }
    /// The HTML last loaded with `loadHTMLString(_:baseURL:)` (or read from a file).
    open private(set) var loadedHTML: String?
    /// The page's text, as UIKit's HTML import reads it.
    private let page = UILabel()
    /// WebKit's default body margin (8 CSS pixels, points at device width).
    private static let bodyMargin: CGFloat = 8

    /// The key-value observable properties (`observe(\.estimatedProgress)`, `"title"`, `"loading"`),
    /// as WebKit documents them.
    nonisolated open override class var keyValueObservingKeyPaths: [String: AnyKeyPath] {
        _keyValueObservingKeyPaths(
            adding: {
                [
                    "estimatedProgress": \WKWebView.estimatedProgress, "title": \WKWebView.title, "url": \WKWebView.url,
                    "URL": \WKWebView.url, "loading": \WKWebView.isLoading, "isLoading": \WKWebView.isLoading,
                ]
            }, to: super.keyValueObservingKeyPaths)
    }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        setUp()
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white
        isOpaque = true
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(scrollView)
        page.numberOfLines = 0
        scrollView.addSubview(page)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = WKWebView.bodyMargin
        let width = max(0, bounds.width - 2 * margin)
        let height =
            page.attributedText == nil
            ? 0 : page.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        page.frame = CGRect(x: margin, y: margin, width: width, height: height)
        scrollView.contentSize = CGSize(width: bounds.width, height: height + 2 * margin)
    }

    /// Loads `request`: with no network here, the navigation fails as offline.
    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        guard let target = request.url else { return nil }
        if target.isFileURL, let html = try? String(contentsOf: target, encoding: .utf8) {
            return show(html, at: target)
        }
        let navigation = begin(target)
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isLoading else { return }
            self.decide(request) { allowed in
                guard allowed else { return self.end(progress: 0) }
                self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
                self.end(progress: 0)
                let offline = NSError(
                    domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                    userInfo: [
                        NSLocalizedDescriptionKey: "The Internet connection appears to be offline.",
                        NSURLErrorFailingURLErrorKey: target,
                    ])
                self.navigationDelegate?.webView(self, didFailProvisionalNavigation: navigation, withError: offline)
            }
        }
        return navigation
    }

    /// Loads `string` as the page (kept, not rendered): the delegate is told the navigation
    /// started, committed and finished.
    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        show(string, at: baseURL ?? URL(string: "about:blank"))
    }

    /// Loads a local HTML file.
    @discardableResult
    open func loadFileURL(_ URL: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        load(URLRequest(url: URL))
    }

    open func reload() -> WKNavigation? { url.map { load(URLRequest(url: $0)) } ?? nil }
    open func goBack() -> WKNavigation? { nil }
    open func goForward() -> WKNavigation? { nil }

    open func stopLoading() { if isLoading { end(progress: estimatedProgress) } }

    /// Runs script: never here — completes with a WebKit error (`WKError.javaScriptExceptionOccurred`'s code).
    open func evaluateJavaScript(
        _ javaScriptString: String, completionHandler: (@MainActor @Sendable (Any?, Error?) -> Void)? = nil
    ) {
        let error = NSError(
            domain: WKErrorDomain, code: 4,
            userInfo: [NSLocalizedDescriptionKey: "ViewLab runs no JavaScript (no web engine)"])
        DispatchQueue.main.async { completionHandler?(nil, error) }
    }

    // MARK: - Navigations

    private func show(_ html: String, at location: URL?) -> WKNavigation {
        let navigation = begin(location)
        loadedHTML = html
        DispatchQueue.main.async { [weak self] in
            guard let self, self.isLoading, let location else { return }
            self.decide(URLRequest(url: location)) { allowed in
                guard allowed else { return self.end(progress: 0) }
                self.navigationDelegate?.webView(self, didStartProvisionalNavigation: navigation)
                self.navigationDelegate?.webView(self, didCommit: navigation)
                self.changeValue(\.title) { self.title = WKWebView.title(in: html) }
                self.page.attributedText = try? NSAttributedString(
                    data: Data(html.utf8),
                    options: [
                        .documentType: NSAttributedString.DocumentType.html,
                        .characterEncoding: String.Encoding.utf8.rawValue,
                    ],
                    documentAttributes: nil)
                self.setNeedsLayout()
                self.end(progress: 1)
                self.navigationDelegate?.webView(self, didFinish: navigation)
            }
        }
        return navigation
    }

    private func begin(_ target: URL?) -> WKNavigation {
        changeValue(\.url) { url = target }
        changeValue(\.isLoading) { isLoading = true }
        changeValue(\.estimatedProgress) { estimatedProgress = 0.1 }
        return WKNavigation()
    }

    private func end(progress: Double) {
        changeValue(\.estimatedProgress) { estimatedProgress = progress }
        changeValue(\.isLoading) { isLoading = false }
    }

    /// Asks the navigation delegate whether to go on (yes without one).
    private func decide(_ request: URLRequest, _ then: @escaping @MainActor (Bool) -> Void) {
        guard let navigationDelegate else { return then(true) }
        navigationDelegate.webView(self, decidePolicyFor: WKNavigationAction(request: request)) { policy in
            then(policy == .allow)
        }
    }

    /// Changes a key-value observable property, telling its observers (`observe(\.estimatedProgress)`).
    private func changeValue<Value>(_ keyPath: KeyPath<WKWebView, Value>, _ change: () -> Void) {
        willChangeValue(for: keyPath)
        change()
        didChangeValue(for: keyPath)
    }

    /// The text of the page's `<title>` element.
    static func title(in html: String) -> String? {
        guard let open = html.range(of: "<title>", options: .caseInsensitive),
            let close = html.range(of: "</title>", options: .caseInsensitive, range: open.upperBound..<html.endIndex)
        else { return nil }
        return html[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
