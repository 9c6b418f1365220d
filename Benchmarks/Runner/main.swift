import Foundation

// viewlab-bench: ViewLab's benchmark suite (Benchmarks/README.md). Every scenario runs in a child
// process of its own (`--scenario N`), so that its peak memory (VmHWM) is its own; ratios are
// ViewLab's median over the floor's median measured in the same child, interleaved.

let usage = """
    usage: viewlab-bench [--quick] [--only 1,2,…] [--json FILE] [--rounds R] [--frames F] [--statements S]
           viewlab-bench --profile-loop N [--shadow-path] [--unchanged] [--scale S]
                                               (N re-renders of the reference scene, default 3x, for a profiler)
           viewlab-bench --compare A.png B.png DIFF.png   (pixel difference, threshold 16/255)
    scenarios: 1 frame render 1x/2x/3x (full and unchanged), 2 render + PNG encode, 3 cold `viewlab render`,
               4 catalog export --jobs 1/2, 5 one-card edits in process and through the shell (p50/p95), 6 the 511-view tree, 8 perceptual
               comparison of a 3x screenshot, 9 export --incremental vs a full export, 10 exports of 100 and 5,000 generated previews, 11 a 60-frame APNG of the scene at 3x, 12 a line compiled at the prompt vs bare swiftc, 13 a cold `viewlab run` of the scene built in shell statements, 14 the source bridge on a 24,000-line package vs one parse; 7 (peak memory) comes with each. Run from the repository root (Fonts/, Benchmarks/results/).
    """

var arguments = Array(CommandLine.arguments.dropFirst())
let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
let directory = executable.deletingLastPathComponent()

if arguments.first == "--compare", arguments.count == 4 { exit(Bench.compare(arguments[1], arguments[2], diff: arguments[3])) }

var bench = Bench(
    floor: Floor(executable: directory.appendingPathComponent("viewlab-floor").path),
    catalog: directory.appendingPathComponent("viewlab-bench-catalog").path,
    scratch: FileManager.default.temporaryDirectory.appendingPathComponent("viewlab-bench-\(getpid())"))
var only: [String] = ["1", "2", "3", "4", "5", "6", "8", "9", "10", "11", "12", "13", "14"]
var json = "Benchmarks/results/latest.json"
var scenario: String?
var rowsOut: String?
var profileLoop: Int?
var profileOptions = Profiling.Options()

while let argument = arguments.first {
    arguments.removeFirst()
    let value = arguments.first
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--quick": (bench.rounds, bench.frames, bench.statements, bench.processRuns) = (2, 3, 200, 2)
    case "--only" where value != nil: only = value!.split(separator: ",").map(String.init); arguments.removeFirst()
    case "--json" where value != nil: json = value!; arguments.removeFirst()
    case "--scenario" where value != nil: scenario = value; arguments.removeFirst()
    case "--rows-out" where value != nil: rowsOut = value; arguments.removeFirst()
    case "--profile-loop" where value != nil: profileLoop = Int(value!); arguments.removeFirst()
    case "--shadow-path": profileOptions.shadowPath = true
    case "--unchanged": profileOptions.unchanged = true
    case "--scale" where value != nil: profileOptions.scale = CGFloat(Double(value!) ?? 3); arguments.removeFirst()
    case "--rounds" where value != nil: bench.rounds = max(1, Int(value!) ?? 3); arguments.removeFirst()
    case "--frames" where value != nil: bench.frames = max(1, Int(value!) ?? 5); arguments.removeFirst()
    case "--statements" where value != nil: bench.statements = max(1, Int(value!) ?? 1000); arguments.removeFirst()
    default:
        FileHandle.standardError.write(Data("viewlab-bench: unknown argument '\(argument)'\n\(usage)\n".utf8))
        exit(2)
    }
}

do {
    try FileManager.default.createDirectory(at: bench.scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: bench.scratch) }
    if let profileLoop {
        try Profiling.loop(frames: profileLoop, options: profileOptions)
        try? FileManager.default.removeItem(at: bench.scratch)
        exit(0)
    }
    if let scenario {
        // A child: run one scenario, append its peak memory, write the rows.
        var rows: [Row]
        switch scenario {
        case "1": rows = try bench.frameRenders()
        case "2": rows = try bench.renderAndEncode()
        case "3": rows = try bench.coldRender()
        case "4": rows = try bench.catalogExport()
        case "5": rows = try bench.cardEdits() + bench.shellEdits()
        case "6": rows = try bench.treeScene()
        case "8": rows = try bench.perceptualComparison()
        case "9": rows = try bench.incrementalExport()
        case "10": rows = try bench.scaleExport()
        case "11": rows = try bench.animationRecording()
        case "12": rows = try bench.compiledLines()
        case "13": rows = try bench.coldScript()
        case "14": rows = try bench.bridgeSpeed()
        default: throw ChildProcess.Failure(description: "no scenario \(scenario)")
        }
        if ["1", "2", "5", "6", "8", "11"].contains(scenario) {
            rows.append(Row(scenario: "7", name: "peak memory, scenario \(scenario) (in process)", viewlab: Stats.peakMemoryMB(), floor: nil, unit: "MB"))
        }
        try JSONEncoder().encode(rows).write(to: URL(fileURLWithPath: rowsOut ?? "/dev/stdout"))
        try? FileManager.default.removeItem(at: bench.scratch)
        exit(0)
    }
    var all: [Row] = []
    for number in only {
        FileHandle.standardError.write(Data("viewlab-bench: scenario \(number)…\n".utf8))
        let file = bench.scratch.appendingPathComponent("rows-\(number).json").path
        var child = [executable.path, "--scenario", number, "--rows-out", file, "--rounds", "\(bench.rounds)", "--frames", "\(bench.frames)",
                     "--statements", "\(bench.statements)"]
        if bench.processRuns < 3 { child.append("--quick") }
        let outcome = try ChildProcess.run(child)
        guard outcome.status == 0, let data = FileManager.default.contents(atPath: file) else {
            FileHandle.standardError.write(Data("viewlab-bench: scenario \(number) failed (exit \(outcome.status))\n".utf8))
            continue
        }
        all += try JSONDecoder().decode([Row].self, from: data)
    }
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
    let table = "ViewLab benchmarks — \(ProcessInfo.processInfo.activeProcessorCount) CPUs, load average at the end \(load); medians, ratios from one run\n\n"
        + Report.markdown(all)
    print(table)
    try Report.writeJSON(all, to: URL(fileURLWithPath: json))
    // The same table next to the JSON (`latest.json` → `latest.md`), for reading on the web.
    if json.hasSuffix(".json") { try Data((table + "\n").utf8).write(to: URL(fileURLWithPath: String(json.dropLast(5)) + ".md")) }
} catch {
    FileHandle.standardError.write(Data("viewlab-bench: \(error)\n".utf8))
    exit(1)
}
