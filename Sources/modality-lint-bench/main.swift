// modality-lint-bench: the performance budget of README.md, measured.
//
//   swift build -c release && .build/release/modality-lint-bench [--quick]
//
// For flows of 1,000, 10,000 and 100,000 screens, in YAML and in JSON, it reports the
// bytes, our parse throughput (and Foundation's JSONSerialization on the same JSON bytes),
// the full lint time in process (parse, decode, graph, every rule on), and the peak memory
// of the real `modality-lint` binary linting that file. Then it lints a folder of 10,000
// small flow files, and one small file, with the real binary, timing the wall clock.
//
// `--scale` measures how the lint of a whole app grows with the app (generated apps of
// 1,000, 3,000 and 10,000 files); `--apps` and `--code` time real apps' folders.
import Foundation
import ModalityLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let quick = arguments.contains("--quick")

// `--profile FILE`: where the time of one lint goes, phase by phase and rule by rule.
if let flag = arguments.firstIndex(of: "--profile"), flag + 1 < arguments.count {
    let path = arguments[flag + 1]
    let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    /// Peak resident memory so far, where the system tells it (Linux's VmHWM).
    func peakMemory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return "" }
        return ", peak " + line.dropFirst(6).trimmingCharacters(in: .whitespaces)
    }
    func timed<T>(_ label: String, _ body: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let value = body()
        print(String(format: "%8.1f ms  %@", Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6, label) + peakMemory())
        return value
    }
    let parsed = timed("parse") { FlowParser.parse(file.bytes, as: FlowParser.syntaxKind(forPath: path)) }
    let decoded = timed("decode") { FlowDecoder.decode(parsed.root, file: file) }
    guard let document = decoded.document else { print("nothing to lint"); exit(1) }
    let graph = timed("graph") { FlowGraph(document: document) }
    for rule in RuleRegistry.all {
        let context = RuleContext(document: document, graph: graph, options: [:])
        timed("rule \(rule.description.id)") { rule.init().check(context) }
    }
    _ = timed("whole lint") { Linter().lint(file).count }
    exit(0)
}

// `--code FOLDER`: lexing throughput (MB/s) and code-index time over every Swift and
// Objective-C file under FOLDER (e.g. ../shared/apps), best of three runs.
if let flag = arguments.firstIndex(of: "--code"), flag + 1 < arguments.count {
    let root = URL(fileURLWithPath: arguments[flag + 1])
    var sources: [SourceFile] = []
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let relative = enumerator?.nextObject() as? String {
        guard CodeLanguage(path: relative) != nil,
              let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else { continue }
        sources.append(SourceFile(path: relative, bytes: Array(data)))
    }
    sources.sort { $0.path < $1.path }
    let totalBytes = sources.reduce(0) { $0 + $1.bytes.count }
    func best(_ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }
    var tokenCount = 0
    let lexSeconds = best {
        tokenCount = 0
        for source in sources { tokenCount += LexedFile.lex(source.bytes, language: CodeLanguage(path: source.path)!).tokens.count }
    }
    var index: CodeIndex?
    let indexSeconds = best { index = CodeIndexBuilder(sources).link() }
    var builder = CodeIndexBuilder()
    let addSeconds = best {
        builder = CodeIndexBuilder()
        for source in sources { builder.add(source) }
    }
    let linkSeconds = best { _ = builder.link() }
    var screens = 0
    let factsSeconds = best {
        screens = 0
        for type in index!.types where type.kind == .class && index!.isViewController(type.name) {
            if index!.viewControllerFacts(ofClass: type.name) != nil { screens += 1 }
        }
    }
    print("\(sources.count) code files, \(String(format: "%.1f MB", Double(totalBytes) / 1e6)), \(tokenCount) tokens")
    print(String(format: "lexing: %.1f ms, %.0f MB/s", lexSeconds * 1000, Double(totalBytes) / 1e6 / lexSeconds))
    print(String(format: "lex + index + link: %.1f ms, %.0f MB/s (%d types, %d methods)", indexSeconds * 1000,
                 Double(totalBytes) / 1e6 / indexSeconds, index!.types.count, index!.methods.count))
    print(String(format: "  of which reading files (lexing, declarations): %.1f ms; link(): %.1f ms", addSeconds * 1000, linkSeconds * 1000))
    print(String(format: "view-controller facts for %d classes: %.1f ms", screens, factsSeconds * 1000))
    exit(0)
}

// `--apps FOLDER`: the app budget. Lints each app folder under FOLDER (e.g.
// ../shared/apps), and a generated 2,000-file app, with the real binary, as people run it
// on an app's folder: storyboards, Swift and Objective-C read as one app. Budget: 1 s each.
if let flag = arguments.firstIndex(of: "--apps"), flag + 1 < arguments.count {
    let root = URL(fileURLWithPath: arguments[flag + 1])
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("modality-lint").path
    func lintSeconds(_ folder: String) -> (seconds: Double, status: Int32) {
        var best = Double.infinity
        var status: Int32 = 0
        for _ in 0..<3 {
            // posix_spawn and waitpid: Foundation's Process polls for the exit, which
            // would round every figure up to its polling interval.
            var pid: pid_t = 0
            let argv: [UnsafeMutablePointer<CChar>?] = [binary, folder].map { (text: String) in strdup(text) } + [nil]
            defer { argv.forEach { free($0) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            defer { posix_spawn_file_actions_destroy(&actions) }
            let start = DispatchTime.now().uptimeNanoseconds
            guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else {
                fatalError("cannot run \(binary): build it with `swift build -c release` first")
            }
            var waitStatus: Int32 = 0
            _ = waitpid(pid, &waitStatus, 0)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            status = (waitStatus & 0x7f) == 0 ? (waitStatus >> 8) & 0xff : 128 + (waitStatus & 0x7f)
        }
        return (best, status)
    }
    func report(_ name: String, files: Int, bytes: Int, _ result: (seconds: Double, status: Int32)) {
        print(String(format: "| %@ | %d | %.1f MB | %.0f ms | exit %d | %@ |", name, files, Double(bytes) / 1e6,
                     result.seconds * 1000, result.status, result.seconds < 1 ? "yes" : "MISSED"))
    }
    func census(_ folder: URL) -> (files: Int, bytes: Int) {
        var files = 0
        var bytes = 0
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") || relative.hasSuffix(".storyboard") || relative.hasSuffix(".m")
                    || relative.hasSuffix(".h"),
                  let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(relative).path))?[.size] as? Int
            else { continue }
            files += 1
            bytes += size
        }
        return (files, bytes)
    }
    print("| app | code and storyboard files | size | lint (binary, best of 3) | status | under 1 s? |")
    print("|---|---|---|---|---|---|")
    let generated = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("modality-lint-bench-app-\(getpid())")
    defer { try? FileManager.default.removeItem(at: generated) }
    for file in AppGenerator(fileCount: 2_000).files() {
        let url = generated.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.text.utf8).write(to: url)
    }
    let generatedCensus = census(generated)
    report("generated, 2,000 files", files: generatedCensus.files, bytes: generatedCensus.bytes, lintSeconds(generated.path))
    for app in (try FileManager.default.contentsOfDirectory(atPath: root.path)).sorted() {
        let folder = root.appendingPathComponent(app)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
        let appCensus = census(folder)
        report(app, files: appCensus.files, bytes: appCensus.bytes, lintSeconds(folder.path))
    }
    exit(0)
}

/// Writes a generated app's files under `folder`; returns the bytes of its code, xib and
/// storyboard files (the project file not counted) and how many there are.
func writeApp(_ generator: ModernAppGenerator, to folder: URL) throws -> (files: Int, bytes: Int) {
    var files = 0
    var bytes = 0
    for file in generator.files() {
        let url = folder.appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(file.text.utf8)
        try data.write(to: url)
        if !file.path.hasSuffix(".pbxproj") {
            files += 1
            bytes += data.count
        }
    }
    return (files, bytes)
}

// `--write-app FILES DIR`: only write the scaling benchmark's generated app of that many
// files there (for profiling one size), then stop.
if let flag = arguments.firstIndex(of: "--write-app"), flag + 2 < arguments.count, let count = Int(arguments[flag + 1]) {
    let written = try writeApp(ModernAppGenerator(fileCount: count), to: URL(fileURLWithPath: arguments[flag + 2]))
    print("\(written.files) files, \(String(format: "%.1f MB", Double(written.bytes) / 1e6))")
    exit(0)
}

// `--write DIR`: only write the generated flows there (for profiling), then stop.
if let flag = arguments.firstIndex(of: "--write"), flag + 1 < arguments.count {
    let directory = URL(fileURLWithPath: arguments[flag + 1])
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for size in [1_000, 10_000, 100_000] {
        let generator = FlowGenerator(screenCount: size)
        try Data(generator.yaml().utf8).write(to: directory.appendingPathComponent("bench-\(size).flow.yml"))
        try Data(generator.json().utf8).write(to: directory.appendingPathComponent("bench-\(size).flow.json"))
    }
    exit(0)
}
let sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
let binaryDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent()
let lintBinary = binaryDirectory.appendingPathComponent("modality-lint").path

/// Seconds of the fastest of `runs` calls: the least disturbed by the machine's other work.
func fastest(_ runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// Runs the real binary and returns its wall time in seconds, exit status, peak resident
/// memory in bytes and processor time (user and system, every thread) in seconds, from
/// wait4's rusage of that one process. On a shared machine the processor time is the
/// steadier figure: waiting for a core that other work holds does not count in it.
///
/// On Linux a child's peak memory starts from its parent's (the child is created sharing the
/// parent's memory before `exec`), and this benchmark holds large generated flows. So the
/// runs are made by a small helper process started first, while the benchmark is small:
/// `modality-lint-bench --measurer` reads one command per line and answers with its figures.
func spawnAndMeasure(_ args: [String]) -> (seconds: Double, status: Int32, peakBytes: Int, cpuSeconds: Double) {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = ([lintBinary] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var fileActions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&fileActions)
    posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, lintBinary, &fileActions, nil, argv, environ) == 0 else {
        fatalError("cannot run \(lintBinary): build it with `swift build -c release` first")
    }
    var status: Int32 = 0
    var usage = rusage()
    _ = wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    #if canImport(Darwin)
    let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
    let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return (seconds, exitStatus, peak, cpu)
}

if arguments.first == "--measurer" {
    while let line = readLine() {
        let result = spawnAndMeasure(line.split(separator: "\t").map(String.init))
        print("\(result.seconds)\t\(result.status)\t\(result.peakBytes)\t\(result.cpuSeconds)")
        fflush(nil)  // flush every output stream: the answer must reach the benchmark now
    }
    exit(0)
}

let measurer = Process()
measurer.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
measurer.arguments = ["--measurer"]
let requests = Pipe()
let answers = Pipe()
measurer.standardInput = requests
measurer.standardOutput = answers
try measurer.run()

/// Lints through the measurer: wall time, exit status, peak memory and processor time of
/// that run alone.
func runLint(_ args: [String]) -> (seconds: Double, status: Int32, peakBytes: Int, cpuSeconds: Double) {
    requests.fileHandleForWriting.write(Data((args.joined(separator: "\t") + "\n").utf8))
    var line = Data()
    while true {
        let byte = answers.fileHandleForReading.readData(ofLength: 1)
        if byte.isEmpty || byte == Data([0x0A]) { break }
        line.append(byte)
    }
    let fields = String(decoding: line, as: UTF8.self).split(separator: "\t")
    guard fields.count == 4, let seconds = Double(fields[0]), let status = Int32(fields[1]), let peak = Int(fields[2]),
          let cpu = Double(fields[3]) else {
        fatalError("the measurer did not answer")
    }
    return (seconds, status, peak, cpu)
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }
func throughput(_ bytes: Int, _ seconds: Double) -> String { String(format: "%.0f MB/s", Double(bytes) / 1e6 / seconds) }
func milliseconds(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }

let workDirectory = URL(fileURLWithPath: NSTemporaryDirectory())
    .appendingPathComponent("modality-lint-bench-\(getpid())")
try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: workDirectory) }

// `--scale`: linear by construction. Generated apps that look like today's (SwiftUI sheets
// through enums and routers, view models, coordinators, UIKit controllers with xibs and
// storyboards, an Xcode project listing them) of 1,000, 3,000 and 10,000 files, each linted
// by the real binary (best of 3): time, peak memory, and their growth per step. The budget
// from 1,000 to 10,000 files: time at most 11x, peak memory at most 10x.
if arguments.contains("--scale") {
    let appSizes = quick ? [1_000, 3_000] : [1_000, 3_000, 10_000]
    print("| generated app | size | lint (binary, best of 3) | throughput | processor time (best of 3) | peak memory | exit |")
    print("|---|---|---|---|---|---|---|")
    var measured: [(files: Int, seconds: Double, cpu: Double, peak: Int)] = []
    for size in appSizes {
        let folder = workDirectory.appendingPathComponent("app-\(size)")
        let written = try writeApp(ModernAppGenerator(fileCount: size), to: folder)
        let runs = (0..<3).map { _ in runLint([folder.path]) }
        let best = runs.min { $0.seconds < $1.seconds }!
        let cpu = runs.map(\.cpuSeconds).min()!
        let peak = runs.map(\.peakBytes).min()!
        measured.append((written.files, best.seconds, cpu, peak))
        print("| \(written.files) files | \(megabytes(written.bytes)) | \(milliseconds(best.seconds)) "
              + "| \(throughput(written.bytes, best.seconds)) | \(milliseconds(cpu)) | \(megabytes(peak)) | \(best.status) |")
        try? FileManager.default.removeItem(at: folder)
    }
    print("")
    func growth(_ small: (files: Int, seconds: Double, cpu: Double, peak: Int),
                _ large: (files: Int, seconds: Double, cpu: Double, peak: Int)) -> (time: Double, cpu: Double, memory: Double) {
        (large.seconds / small.seconds, large.cpu / small.cpu, Double(large.peak) / Double(small.peak))
    }
    for (small, large) in zip(measured, measured.dropFirst()) {
        let step = growth(small, large)
        print(String(format: "%d → %d files (%.1fx): time %.1fx, processor time %.1fx, peak memory %.1fx", small.files, large.files,
                     Double(large.files) / Double(small.files), step.time, step.cpu, step.memory))
    }
    if let first = measured.first, let last = measured.last, measured.count > 2 {
        let whole = growth(first, last)
        print(String(format: "%d → %d files: time %.1fx (budget 11x: %@; processor time %.1fx), peak memory %.1fx (budget 10x: %@)",
                     first.files, last.files, whole.time, whole.time <= 11 ? "met" : "MISSED", whole.cpu,
                     whole.memory, whole.memory <= 10 ? "met" : "MISSED"))
    }
    try? FileManager.default.removeItem(at: workDirectory)
    exit(0)
}

print("modality-lint-bench on \(ProcessInfo.processInfo.activeProcessorCount) cores, "
      + "\(megabytes(Int(ProcessInfo.processInfo.physicalMemory))) of memory")
print("")
print("| flow | bytes | our parse | JSONSerialization | lint in process | lint (binary) | peak memory | budget (30 MB + 10x) |")
print("|---|---|---|---|---|---|---|---|")
var lintTimes: [String: [Int: Double]] = [:]
for size in sizes {
    let generator = FlowGenerator(screenCount: size)
    for syntax in ["yaml", "json"] {
        let text = syntax == "yaml" ? generator.yaml() : generator.json()
        let bytes = Array(text.utf8)
        let kind: SyntaxKind = syntax == "yaml" ? .yaml : .json
        let runs = size >= 100_000 ? 3 : 5
        let parseSeconds = fastest(runs) { _ = FlowParser.parse(bytes, as: kind) }
        var reference = "-"
        if syntax == "json" {
            let data = Data(bytes)
            let seconds = fastest(runs) { _ = try? JSONSerialization.jsonObject(with: data) }
            reference = throughput(bytes.count, seconds)
        }
        let file = SourceFile(path: "bench.flow.\(syntax == "yaml" ? "yml" : "json")", bytes: bytes)
        var diagnosticCount = 0
        let lintSeconds = fastest(runs) { diagnosticCount = Linter().lint(file).count }
        lintTimes[syntax, default: [:]][size] = lintSeconds
        let path = workDirectory.appendingPathComponent(file.path).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let binary = runLint([path])
        let budget = 30_000_000 + 10 * bytes.count
        print("| \(size) screens, \(syntax) | \(megabytes(bytes.count)) | \(throughput(bytes.count, parseSeconds)) "
              + "| \(reference) | \(milliseconds(lintSeconds)) (\(diagnosticCount) diagnostics) "
              + "| \(milliseconds(binary.seconds)), exit \(binary.status) | \(megabytes(binary.peakBytes)) "
              + "| \(megabytes(budget))\(binary.peakBytes <= budget ? "" : " EXCEEDED") |")
    }
}
print("")
for syntax in ["yaml", "json"] {
    let times = lintTimes[syntax]!
    let ratios = zip(sizes, sizes.dropFirst()).map { String(format: "%.1fx", times[$0.1]! / times[$0.0]!) }
    print("growth of lint time, \(syntax), per 10x screens: \(ratios.joined(separator: ", ")) (budget: at most 12x)")
}

// A folder of 10,000 small flow files, linted by the real binary using every core.
let folder = workDirectory.appendingPathComponent("many")
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let small = Data(FlowGenerator(screenCount: 10).yaml().utf8)
let fileCount = quick ? 1_000 : 10_000
for index in 0..<fileCount {
    _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("f\(index).flow.yml").path, contents: small)
}
let folderRun = (0..<3).map { _ in runLint([folder.path]) }.min { $0.seconds < $1.seconds }!
print("")
print("\(fileCount) small files (\(small.count) bytes each): \(milliseconds(folderRun.seconds)) wall, "
      + "exit \(folderRun.status), peak \(megabytes(folderRun.peakBytes)) (budget: 3 s for 10,000)")

// One small file, as a pre-commit hook runs it.
let smallPath = folder.appendingPathComponent("f0.flow.yml").path
let smallRuns = (0..<20).map { _ in runLint([smallPath]).seconds }.sorted()
print("one small file: median \(milliseconds(smallRuns[smallRuns.count / 2])), "
      + "slowest \(milliseconds(smallRuns.last!)) of 20 runs (budget: 15 ms)")
