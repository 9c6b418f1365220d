import Foundation

/// `NSPredicate(format:)`, which Foundation on Linux does not have: the predicate format string
/// syntax most UIKit code uses (`NSPredicate(format: "SELF MATCHES %@", emailPattern)` to
/// validate a text field, `"name CONTAINS[c] %@"` to filter a list), read by
/// `PredicateFormatParser` and evaluated with a block predicate. As on iOS, a format string that
/// cannot be parsed is a programming error: it stops the program with Foundation's message
/// ("Unable to parse the format string …"), where iOS raises `NSInvalidArgumentException`.
extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let predicate: PredicateExpression
        do {
            var parser = try PredicateFormatParser(predicateFormat, arguments: (arguments ?? []).map { $0 as Any? })
            predicate = try parser.parse()
        } catch let failure as PredicateFormatParser.Failure {
            fatalError("Unable to parse the format string \"\(predicateFormat)\": \(failure.message)")
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\"")
        }
        self.init { object, _ in predicate.evaluate(object) }
    }
}
