internal import SwiftSyntax

/// Messages sent to a value typed `AnyObject` whose type only the compiler knows:
/// `old.isEqual(new)` or `change[.newKey]?.cgPointValue` where the value came out of a
/// `[NSKeyValueChangeKey: AnyObject]`. On Apple platforms the Objective-C runtime looks the
/// method up on the object ("you can call any Objective-C method … on an AnyObject value",
/// *Using Swift with Cocoa and Objective-C*, "id Compatibility"); Swift on Linux has no such
/// lookup and says "value of type 'AnyObject' has no member 'isEqual'".
///
/// The bridge cannot see types, so it learns where these messages are from the compiler: the
/// live compiler reads those errors (`hints(inCompilerErrors:)`), bridges again with them, and
/// this pass sends each message through the Foundation class that declares it
/// (`Receiver.className`): `NSObject.anyObjectReceiver(old, as: NSObject.self, sending:
/// "isEqual")!.isEqual(new)`, `NSObject.anyObjectReceiver(change[.newKey], as: NSValue.self,
/// sending: "cgPointValue")?.cgPointValue`. The receiver is the object when it is of that class,
/// and a Swift value boxed as iOS boxes it otherwise (a `CGPoint` in an `NSValue`, a number in an
/// `NSNumber`, a string in an `NSString`); a receiver that does not respond traps with
/// Objective-C's "unrecognized selector sent to instance" (a `?.` call gives nil). A property read
/// that is not chained with `?.` (`(change?[.oldKey] as AnyObject).cgPointValue`) is, as on iOS,
/// an implicitly unwrapped optional: `NSObject.anyObjectProperty(…, sending: "cgPointValue", {
/// $0.cgPointValue })`, so `if let` and `?.` on it compile. Members of no known class are left
/// for the compiler to report.
public enum AnyObjectLookupPass {
    /// A member the compiler found sent to `AnyObject` on a line of a user's file.
    public struct Hint: Hashable, Sendable {
        public var file: String
        public var line: Int
        public var member: String
        /// Sent to a class held as `AnyClass` (`NSClassFromString("UIApplication")?.responds(to:)`).
        public var onClass: Bool

        public init(file: String, line: Int, member: String, onClass: Bool = false) {
            self.file = file
            self.line = line
            self.member = member
            self.onClass = onClass
        }
    }

    /// The hints in a compiler's output: `FILE:LINE:COL: error: value of type 'AnyObject' has no
    /// member 'NAME'` for members of a known class.
    /// And `value of type 'AnyClass' (aka 'any AnyObject.Type') has no member 'responds'` for the
    /// class messages (`classMembers`).
    public static func hints(inCompilerErrors output: String) -> Set<Hint> {
        let markers = [
            (": error: value of type 'AnyObject' has no member '", false),
            (": error: value of type 'AnyClass' (aka 'any AnyObject.Type') has no member '", true),
        ]
        var hints: Set<Hint> = []
        for line in output.split(separator: "\n") {
            guard
                let (found, onClass) = markers.lazy.compactMap({ marker, onClass in
                    line.range(of: marker).map { ($0, onClass) }
                }).first
            else { continue }
            let member = String(line[found.upperBound...].prefix { $0 != "'" })
            let place = line[..<found.lowerBound].split(separator: ":")
            guard place.count >= 3, let number = Int(place[place.count - 2]),
                onClass ? classMembers.contains(member) : className(for: member) != nil
            else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            hints.insert(Hint(file: file, line: number, member: member, onClass: onClass))
        }
        return hints
    }

    /// Messages code sends to a class object it holds as `AnyClass`: iOS imports `NSObject`'s
    /// instance methods as class methods too (the class object is an instance of its metaclass),
    /// so `cls.responds(to:)` and `cls.perform(_:)` compile there. They go through
    /// `NSObject.anyClassReceiver(cls)`, which answers the class messages ViewLab's classes answer.
    static let classMembers: Set<String> = ["responds", "perform"]

    /// The Foundation class that declares `member`, for the members code sends to `AnyObject`
    /// (key-value change values, `userInfo` entries, Objective-C collections).
    static func className(for member: String) -> String? {
        if member.hasSuffix("Value") && valueMembers.contains(member) { return "NSValue" }
        if numberMembers.contains(member) { return "NSNumber" }
        if stringMembers.contains(member) { return "NSString" }
        if objectMembers.contains(member) { return "NSObject" }
        return nil
    }

    static let valueMembers: Set<String> = [
        "cgPointValue", "cgSizeValue", "cgRectValue", "cgVectorValue", "cgAffineTransformValue", "uiEdgeInsetsValue",
        "directionalEdgeInsetsValue", "uiOffsetValue", "caTransform3DValue", "pointValue", "sizeValue", "rectValue",
        "rangeValue", "nonretainedObjectValue", "pointerValue",
    ]
    static let numberMembers: Set<String> = [
        "intValue", "integerValue", "uintValue", "unsignedIntegerValue", "int8Value", "int16Value", "int32Value",
        "int64Value", "uint8Value", "uint16Value", "uint32Value", "uint64Value", "doubleValue", "floatValue",
        "boolValue", "decimalValue", "stringValue",
    ]
    static let stringMembers: Set<String> = ["length", "character", "substring", "lowercased", "uppercased"]
    static let objectMembers: Set<String> = [
        "isEqual", "hash", "description", "debugDescription", "isKind", "isMember", "responds", "perform",
        "performSelector",
        "value", "setValue", "copy", "mutableCopy", "conforms", "classForCoder",
    ]

    static func run(_ file: inout BridgedFile, hints: Set<Hint>) {
        let lines = Dictionary(grouping: hints.filter { $0.file == file.path }, by: \.line).mapValues {
            Dictionary($0.map { ($0.member, $0.onClass) }, uniquingKeysWith: { $0 || $1 })
        }
        guard !lines.isEmpty else { return }
        let collector = Collector(
            lines: lines, converter: SourceLocationConverter(fileName: file.path, tree: file.syntax))
        collector.rewrite(&file)
        // The receivers are made by UIKit (geometry boxes), which a model file may not import.
        if !collector.edits.isEmpty, !file.headerImports.contains("UIKit") { file.headerImports.append("UIKit") }
    }

    final class Collector: EditCollector {
        /// The members hinted on each line, and whether they are sent to a class.
        let lines: [Int: [String: Bool]]
        let converter: SourceLocationConverter

        init(lines: [Int: [String: Bool]], converter: SourceLocationConverter) {
            self.lines = lines
            self.converter = converter
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            guard let base = node.base,
                let onClass = lines[converter.line(of: node.declName.positionAfterSkippingLeadingTrivia)]?[name]
            else { return .visitChildren }
            if onClass {
                let receiver = base.as(OptionalChainingExprSyntax.self).map {
                    "NSObject.anyClassReceiver(\($0.expression.trimmedText))?"
                }
                edits.append(
                    SourceEdit(replacing: base, with: receiver ?? "NSObject.anyClassReceiver(\(base.trimmedText))"))
                return .skipChildren
            }
            guard let className = AnyObjectLookupPass.className(for: name) else { return .visitChildren }
            let selector = SourceLocation.quoted(name)
            if let optional = base.as(OptionalChainingExprSyntax.self) {
                let receiver = optional.expression.trimmedText
                edits.append(
                    SourceEdit(
                        replacing: optional,
                        with: "NSObject.anyObjectReceiver(\(receiver), as: \(className).self, sending: \(selector))?"))
            } else if !Self.isCalled(node) {
                edits.append(
                    SourceEdit(
                        replacing: node,
                        with:
                            "NSObject.anyObjectProperty(\(base.trimmedText), as: \(className).self, sending: \(selector), { $0.\(name) })"
                    ))
            } else {
                edits.append(
                    SourceEdit(
                        replacing: base,
                        with:
                            "NSObject.anyObjectReceiver(\(base.trimmedText), as: \(className).self, sending: \(selector))!"
                    ))
            }
            return .skipChildren
        }

        /// Whether the member is the called part of a call (`old.isEqual(new)`), not a property read.
        static func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
            guard let call = node.parent?.as(FunctionCallExprSyntax.self) else { return false }
            return call.calledExpression.id == node.id
        }
    }
}
