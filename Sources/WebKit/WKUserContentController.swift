import UIKit

/// A script a page runs (`WKUserScript`).
@MainActor
open class WKUserScript: NSObject {
    /// When the script runs.
    public enum InjectionTime: Int, Sendable {
        case atDocumentStart, atDocumentEnd
    }

    public let source: String
    public let injectionTime: InjectionTime
    public let isForMainFrameOnly: Bool

    public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
        super.init()
    }
}

/// A message a page's script posts to the app (`WKScriptMessage`).
@MainActor
open class WKScriptMessage: NSObject {
    public let body: Any
    public let name: String
    public weak var webView: WKWebView?

    public init(body: Any, name: String, webView: WKWebView?) {
        self.body = body
        self.name = name
        self.webView = webView
        super.init()
    }
}

/// Receives the messages pages post under a name (`WKScriptMessageHandler`).
@MainActor
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// The scripts and message handlers of a web view's pages (`WKUserContentController`): kept. No
/// page runs script here, so no message arrives.
@MainActor
open class WKUserContentController: NSObject {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: WKScriptMessageHandler] = [:]

    public override init() { super.init() }

    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }

    /// Registers `scriptMessageHandler` under `name` (a second handler of that name is refused, as
    /// WebKit raises an exception for it).
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {
        guard handlers[name] == nil else { return }
        handlers[name] = scriptMessageHandler
    }

    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }

    /// The handler registered under `name`.
    func handler(named name: String) -> WKScriptMessageHandler? { handlers[name] }
}
