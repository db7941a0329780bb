// The JPEG decoder's benchmark (Benchmarks/jpeg_decode.sh compiles this file with SupportImage's sources):
// decodes each file given on the command line `runs` times and prints the median and the fastest CPU time.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

func tenths(_ v: Double) -> String {
    let t = Int((v * 10).rounded())
    return "\(t / 10).\(t % 10)"
}

func readFile(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return bytes
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 21
if arguments.first == "--runs", arguments.count > 1, let n = Int(arguments[1]) {
    runs = n
    arguments.removeFirst(2)
}
for path in arguments {
    guard let bytes = readFile(path) else {
        print("\(path): cannot be read")
        continue
    }
    var times: [Double] = []
    var summary = ""
    for _ in 0..<runs {
        let start = cpuMilliseconds()
        do {
            let image = try JPEGDecoder.decode(bytes)
            times.append(cpuMilliseconds() - start)
            summary = "\(image.width) x \(image.height), \(image.header.process.rawValue), \(image.header.subsampling)"
        } catch {
            print("\(path): \(error)")
            break
        }
    }
    guard !times.isEmpty else { continue }
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    print("\(path): \(summary), \(bytes.count / 1024) KiB: median \(tenths(median)) ms CPU, fastest \(tenths(sorted[0])) ms (\(runs) decodes)")
}
