import Foundation
import XCTest

/// Process-wide mutable state (issue 41: "a render is an explicit step over values"): what a
/// render reads travels as values — the stage's environment (`WorkEnvironment`), the render
/// server's caches (`RenderServer`), the per-thread transaction (`TransactionState`) — and what is
/// left process-wide is listed here and may only shrink.
///
/// A *slot* is a stored `static var`, a top-level `var`, a `nonisolated(unsafe)` `static let`, or a
/// `static let` holding a `Mutex`/`Atomic` — something any code can change without an instance. A
/// table that is process-wide by definition lives in one instance (`RuntimeTables.shared`: one
/// Objective-C runtime per process) and is not a slot of its own. Per-thread values (`ThreadLocal`)
/// are not process-wide. The scan reads the package's sources and ignores comments.
final class ProcessWideStateTests: XCTestCase {
    /// How many slots there may be at most: lower it when you remove one (the test fails when the
    /// count drops below it too, so the budget follows). Issue 41 asks for at most ten.
    static let budget = 55

    func testProcessWideSlotsStayWithinTheBudget() throws {
        let slots = try Self.slots()
        XCTAssertLessThanOrEqual(
            slots.count, Self.budget,
            """
            a new process-wide slot: keep the state on an instance (the stage, the window, the \
            render server, the view) or bind it in the work environment instead:
            \(slots.map(\.description).joined(separator: "\n"))
            """)
        XCTAssertGreaterThanOrEqual(
            slots.count, Self.budget, "fewer slots than the budget: lower `budget` to \(slots.count)")
    }

    /// The scan tells slots from computed properties and locals (a test that cannot fail is a defect).
    func testTheScanFindsStoredStaticsAndSkipsComputedOnes() {
        XCTAssertEqual(
            Self.slotKind(of: "    nonisolated(unsafe) private static var host = CAMediaClock()"), "static var")
        XCTAssertEqual(Self.slotKind(of: "    static var nextID = 0"), "static var")
        XCTAssertEqual(Self.slotKind(of: "    public static var handler: ((Int) -> Void)?"), "static var")
        XCTAssertEqual(Self.slotKind(of: "    static var count = 0 { didSet { print(count) } }"), "static var")
        XCTAssertNil(Self.slotKind(of: "    static var current: Theme { bound ?? active }"))
        XCTAssertNil(Self.slotKind(of: "    public static var main: UIScreen {"))
        XCTAssertEqual(Self.slotKind(of: "nonisolated(unsafe) private var key: UInt8 = 0"), "top-level var")
        XCTAssertNil(Self.slotKind(of: "var nilValue: Any { Optional<Any>.none as Any }"))
        XCTAssertNil(Self.slotKind(of: "        var frames: [Frame] = []"))
        XCTAssertEqual(Self.slotKind(of: "    private static let child = Atomic<Int32>(0)"), "guarded static let")
        XCTAssertEqual(
            Self.slotKind(of: "    nonisolated(unsafe) private static let shared = GKRandomSource()"),
            "unsafe static let")
        XCTAssertNil(Self.slotKind(of: "    private static let lock = NSLock()"))
        XCTAssertNil(Self.slotKind(of: "    // static var old = 0"))
    }

    struct Slot: CustomStringConvertible {
        var file: String
        var line: Int
        var kind: String
        var description: String { "\(file):\(line): \(kind)" }
    }

    static func slots() throws -> [Slot] {
        let root = EngineWallTests.packageRoot
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        var found: [Slot] = []
        for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent != "main.swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let kind = slotKind(of: line) { found.append(Slot(file: relative, line: index + 1, kind: kind)) }
            }
        }
        return found
    }

    /// What kind of slot a line of Swift declares, if any (a top-level script's `main.swift` is skipped).
    static func slotKind(of line: some StringProtocol) -> String? {
        let code = String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
        guard code.contains("var ") || code.contains("static let") else { return nil }  // (a fast first look)
        if let range = code.range(of: #"\bstatic var \w+"#, options: .regularExpression) {
            let rest = code[range.upperBound...]
            guard let brace = rest.firstIndex(of: "{") else { return "static var" }
            if let equals = rest.firstIndex(of: "="), equals < brace { return "static var" }
            return rest.contains("didSet") || rest.contains("willSet") ? "static var" : nil
        }
        let topLevel =
            #"^((private|fileprivate|public|internal|package) )?(nonisolated\(unsafe\) )?((private|fileprivate) )?var "#
        if code.range(of: topLevel, options: .regularExpression) != nil {
            return code.contains("{") && !code.contains("=") ? nil : "top-level var"
        }
        if code.range(of: #"nonisolated\(unsafe\).*static let"#, options: .regularExpression) != nil {
            return "unsafe static let"
        }
        if code.range(of: #"static let \w+(: [^=]+)? = (Mutex|Atomic)\b"#, options: .regularExpression) != nil {
            return "guarded static let"
        }
        return nil
    }
}
