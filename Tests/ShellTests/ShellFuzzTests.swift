import Foundation
import UIKit
@testable import ViewLabShell
import XCTest

/// Feeds the parser, checker and evaluator random and mutated statements built from the real
/// grammar and the registry's names. Every input must give a result or an error — never a crash —
/// within a time bound. The normal suite runs 20,000 inputs; `VIEWLAB_FUZZ_COUNT=1000000` runs a
/// long campaign with the same generator (`VIEWLAB_FUZZ_SEED` picks the seed).
@MainActor
final class ShellFuzzTests: XCTestCase {
    /// SplitMix64: small, fast and reproducible.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    /// Builds statements from the grammar, the registry's type and member names, and hostile values.
    struct Generator {
        var random: Random
        let types: [String]
        let members: [String: [String]]
        let statics: [String: [String]]
        var variables = ["root"]
        /// The type each variable was declared with, so member paths start with real members.
        var variableTypes = ["root": "UIView"]

        @MainActor init(seed: UInt64) {
            random = Random(state: seed)
            let registry = ShellRegistry()
            types = registry.types.keys.sorted()
            var members: [String: [String]] = [:], statics: [String: [String]] = [:]
            for name in types {
                guard let type = registry.type(named: name) else { continue }
                members[name] = registry.instanceMemberNames(of: type)
                statics[name] = registry.staticMemberNames(of: type)
            }
            self.members = members
            self.statics = statics
        }

        static let numbers = [
            "0", "1", "-1", "42", "3.5", "1e308", "-1e308", "1e-320", "9223372036854775807", "-9223372036854775808",
            "0.1", ".nan", ".infinity", "-.infinity", "Int.max", "Int.min", "CGFloat.greatestFiniteMagnitude",
            "2_000_000",
        ]
        static let strings = [
            #""""#, #""hi""#, #""中文 العربية 😀""#, #""\u{0}\n\t\\""#, #""\(1 + 2)""#,
            "\"" + String(repeating: "x", count: 5000) + "\"",
        ]
        static let operators = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "&&", "||", "??", "===", "+=", "="]
        static let commands = [
            ":tree", ":tree root", ":inspect root", ":undo", ":dark", ":light", ":rotate", ":rotate left", ":help",
            ":help UIView",
            ":history 3", ":reset", ":inspect nothing", ":frobnicate",
        ]

        mutating func value(depth: Int = 0) -> String {
            guard depth < 4 else { return random.pick(Self.numbers) }
            switch random.below(9) {
            case 0: return random.pick(Self.numbers)
            case 1: return random.pick(Self.strings)
            case 2: return random.pick(["true", "false", "nil"])
            case 3:
                return
                    "CGRect(x: \(value(depth: depth + 1)), y: \(value(depth: depth + 1)), width: \(value(depth: depth + 1)), height: \(value(depth: depth + 1)))"
            case 4: return "\(value(depth: depth + 1)) \(random.pick(Self.operators)) \(value(depth: depth + 1))"
            case 5: return "." + (random.pick(Array(statics.values)).randomElement(using: &random) ?? "zero")
            case 6: return reference(depth: depth + 1)
            case 7: return "[\(value(depth: depth + 1)), \(value(depth: depth + 1))]"
            default: return "(\(value(depth: depth + 1)) ? \(value(depth: depth + 1)) : \(value(depth: depth + 1)))"
            }
        }

        mutating func reference(depth: Int = 0) -> String {
            let variable = random.pick(variables)
            var path = variable
            var type = variableTypes[variable] ?? random.pick(types)
            for _ in 0..<random.below(3) {
                let member = members[type]?.randomElement(using: &random) ?? "frame"
                path += (random.chance(10) ? "?." : ".") + member
                type = random.chance(70) ? guessType(of: member) : random.pick(types)
            }
            if random.chance(15) { path += "(\(value(depth: depth + 1)))" }
            return path
        }

        mutating func statement() -> String {
            switch random.below(8) {
            case 0:
                let type = random.pick(types)
                let name = "v\(random.below(6))"
                variables.append(name)
                variableTypes[name] = type
                return
                    "let \(name) = \(type)(frame: \(random.chance(70) ? "CGRect(x: 10, y: 20, width: 100, height: 50)" : value()))"
            case 1: return "\(reference()) = \(value())"
            case 2: return "\(reference()) \(random.pick(["+=", "-=", "*=", "/="])) \(value())"
            case 3: return reference()
            case 4:
                return "\(random.pick(types)).\(statics[random.pick(types)]?.randomElement(using: &random) ?? "init")"
            case 5: return random.pick(Self.commands)
            case 6: return "root.addSubview(\(random.pick(variables)))"
            default: return value()
            }
        }

        /// A plausible type for a member's value (frame → CGRect…), to keep paths valid more often.
        func guessType(of member: String) -> String {
            let known = [
                "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "origin": "CGPoint", "size": "CGSize",
                "layer": "CALayer", "superview": "UIView", "backgroundColor": "UIColor", "tintColor": "UIColor",
            ]
            return known[member] ?? "UIView"
        }

        /// A valid-looking statement with random characters deleted, duplicated or swapped.
        mutating func mutated() -> String {
            var scalars = Array(statement().unicodeScalars)
            for _ in 0..<(1 + random.below(4)) where !scalars.isEmpty {
                let i = random.below(scalars.count)
                switch random.below(4) {
                case 0: scalars.remove(at: i)
                case 1: scalars.insert(scalars[random.below(scalars.count)], at: i)
                case 2: scalars.swapAt(i, random.below(scalars.count))
                default: scalars.insert(random.pick(Array("()[]{}\".:,;?!\\$`#@".unicodeScalars)), at: i)
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return String(text)
        }

        mutating func input() -> String {
            random.chance(35) ? mutated() : (0..<(1 + random.below(3))).map { _ in statement() }.joined(separator: "; ")
        }
    }

    /// Runs one input (a crash would end the test process); fails if it takes too long.
    private func check(_ input: String, in harness: ShellHarness, limit: Double = 2) {
        let start = Date()
        harness.run(input + "\n")
        let seconds = Date().timeIntervalSince(start)
        XCTAssertLessThan(seconds, limit, "input took \(seconds) s: \(input.prefix(300))")
    }

    func testHostileCorpus() async throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".txt") }
        XCTAssertFalse(files.isEmpty)
        let harness = ShellHarness(keepGoing: true)
        var count = 0
        for file in files {
            for line in try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8).split(
                separator: "\n")
            {
                check(String(line), in: harness)
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 10)
    }

    func testRandomAndMutatedStatements() async {
        let env = ProcessInfo.processInfo.environment
        let count = env["VIEWLAB_FUZZ_COUNT"].flatMap(Int.init) ?? 20_000
        let seed = env["VIEWLAB_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_2026
        var generator = Generator(seed: seed)
        XCTAssertGreaterThan(generator.types.count, 10, "the generator draws on the registry")
        var harness = ShellHarness(keepGoing: true)
        var errors = 0, results = 0
        for index in 0..<count {
            if index % 500 == 0 {
                harness = ShellHarness(keepGoing: true)
                generator.variables = ["root"]
                generator.variableTypes = ["root": "UIView"]
            }
            let input = generator.input()
            let err = harness.err.count
            check(input, in: harness)
            if harness.err.count > err { errors += 1 } else { results += 1 }
        }
        print("fuzz: \(count) inputs (seed \(seed)): \(results) ran, \(errors) reported an error, 0 crashes")
        XCTAssertGreaterThan(errors, count / 10, "most mutated inputs must be rejected with an error")
        XCTAssertGreaterThan(results, count / 50, "some generated inputs must be valid")
    }
}

extension ShellFuzzTests.Random: RandomNumberGenerator {}
