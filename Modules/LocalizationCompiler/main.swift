import Foundation

// LocalizationCompiler OUTPUT.swift TABLE.xcstrings...
// Run by LocalizationPlugin at build time: checks every table (each key in en,
// ru and de; plurals with the categories each language needs; no key in two
// tables) and writes them as Swift source. Any problem fails the build.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: LocalizationCompiler OUTPUT.swift TABLE.xcstrings...\n".utf8))
    exit(64)
}
let tablePaths = Array(arguments.dropFirst()).sorted()

let (entries, errors) = CatalogReader.read(paths: tablePaths)
if !errors.isEmpty {
    for error in errors.sorted(by: { ($0.file, $0.message) < ($1.file, $1.message) }) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    FileHandle.standardError.write(Data("error: \(errors.count) problem(s) in the string tables; nothing was generated\n".utf8))
    exit(1)
}
if tablePaths.isEmpty {
    FileHandle.standardError.write(Data("warning: no string tables given; the Localization module will be empty\n".utf8))
}
do {
    let names = tablePaths.map { (($0 as NSString).lastPathComponent) }
    let source = SwiftEmitter.source(for: entries, tables: names)
    // Rewrite only on change so an unchanged table does not recompile the module.
    if (try? String(contentsOfFile: outputPath, encoding: String.Encoding.utf8)) != source {
        try source.write(toFile: outputPath, atomically: true, encoding: String.Encoding.utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
