// graphics-bench: the workloads Scripts/bench-graphics times.
//
//   graphics-bench jpeg OUTPUT [--width 1080] [--height 720] [--seed 1]
//       writes a synthetic photo (gradients, soft shapes and noise) as JPEG
//   graphics-bench blocks INPUT [--cells 160x48] [--repeat 1]
//       decodes INPUT and prints it as truecolor half blocks, `repeat` times
//       (the output of the last run goes to stdout, the others are dropped)
//   graphics-bench blurhash HASH [--size 32] [--repeat 10000]
//       decodes HASH at size × size `repeat` times; prints microseconds per decode
import Foundation
import SeededRandom
import TerminalGraphics
import TerminalUI

func option(_ name: String, in arguments: [String], default value: String) -> String {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return value }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("graphics-bench: \(message)\n".utf8))
    exit(64)
}

func syntheticPhoto(width: Int, height: Int, seed: UInt64) -> RGBImage {
    var random = SeededGenerator(seed: seed)
    var pixels = [UInt8](repeating: 0, count: width * height * 3)
    for y in 0..<height {
        for x in 0..<width {
            let u = Double(x) / Double(width)
            let v = Double(y) / Double(height)
            let ring = (sin(u * 18) + cos(v * 11)) * 40
            let noise = Double(random.next() % 48) - 24
            let offset = (y * width + x) * 3
            pixels[offset] = UInt8(max(0, min(255, 255 * u + ring + noise)))
            pixels[offset + 1] = UInt8(max(0, min(255, 255 * v - ring + noise)))
            pixels[offset + 2] = UInt8(max(0, min(255, 128 + 100 * sin((u + v) * 7) + noise)))
        }
    }
    return RGBImage(width: width, height: height, pixels: pixels)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: graphics-bench jpeg|blocks|blurhash ARGUMENT [options]") }
switch arguments[0] {
case "jpeg":
    let width = Int(option("--width", in: arguments, default: "1080")) ?? 1080
    let height = Int(option("--height", in: arguments, default: "720")) ?? 720
    let seed = UInt64(option("--seed", in: arguments, default: "1")) ?? 1
    do {
        let data = try JPEGImage.encode(syntheticPhoto(width: width, height: height, seed: seed), quality: 90)
        try data.write(to: URL(fileURLWithPath: arguments[1]))
    } catch { fail("\(error)") }
case "blocks":
    let cellsText = option("--cells", in: arguments, default: "160x48").split(separator: "x").compactMap { Int($0) }
    guard cellsText.count == 2 else { fail("--cells takes COLUMNSxROWS") }
    let cells = TerminalSize(columns: cellsText[0], rows: cellsText[1])
    let repeats = max(1, Int(option("--repeat", in: arguments, default: "1")) ?? 1)
    guard let data = FileManager.default.contents(atPath: arguments[1]) else { fail("cannot read \(arguments[1])") }
    var text = ""
    for _ in 0..<repeats {
        do {
            let box = ImageLayout.decodeBox(cells: cells, cellPixels: ImageLayout.defaultCellPixels, mode: .blocks)
            let image = try JPEGImage.decode(data, fitting: box)
            text = ImageRenderer.render(image, mode: .blocks, cells: cells, cellPixels: ImageLayout.defaultCellPixels)
        } catch { fail("\(error)") }
    }
    FileHandle.standardOutput.write(Data(text.utf8))
case "blurhash":
    let size = Int(option("--size", in: arguments, default: "32")) ?? 32
    let repeats = max(1, Int(option("--repeat", in: arguments, default: "10000")) ?? 10000)
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure {
        for _ in 0..<repeats {
            do { checksum &+= Int(try BlurHash.decode(arguments[1], width: size, height: size).pixels[0]) } catch {
                fail("\(error)")
            }
        }
    }
    let micro = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
    // The checksum keeps the optimiser from dropping decodes whose result is unused.
    if checksum == -1 { FileHandle.standardError.write(Data("checksum\n".utf8)) }
    print(String(format: "%.3f", micro / Double(repeats)))
default:
    fail("unknown workload \(arguments[0])")
}
