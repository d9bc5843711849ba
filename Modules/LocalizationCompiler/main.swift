import Foundation

// LocalizationCompiler OUTPUT.swift (FOLDER | TABLE.xcstrings)...
// Run by LocalizationPlugin at build time: checks every table (each key in en,
// ru and de; plurals with the categories each language needs; no key in two
// tables; every language's specifiers take the same arguments; no two keys
// with one Swift name) and writes them as Swift source: the texts as static
// data and a `LocalizedText` symbol per key. Any problem fails the build.
// A folder stands for every *.xcstrings in it, listed now rather than when the
// build was planned, so a table added or removed since is seen.

let arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: LocalizationCompiler OUTPUT.swift (FOLDER | TABLE.xcstrings)...\n".utf8))
    exit(64)
}
var namedTables: Set<String> = []
var foundTables: Set<String> = []
var sawFolder = false
for path in arguments.dropFirst() {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        sawFolder = true
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names where name.hasSuffix(".xcstrings") {
            foundTables.insert((path as NSString).appendingPathComponent(name))
        }
    } else {
        namedTables.insert(path)
    }
}
// With a folder, a named table that is gone was removed since the build was planned: skip it.
let tablePaths =
    (sawFolder
    ? foundTables.union(namedTables.filter { FileManager.default.fileExists(atPath: $0) })
    : namedTables).sorted()
if !namedTables.isEmpty {
    for path in foundTables.subtracting(namedTables).sorted() {
        FileHandle.standardError.write(
            Data(
                ("\(path): warning: new string table; compiled now, but SwiftPM tracks "
                    + "edits to it only after it re-plans the build (touch Package.swift)\n").utf8))
    }
}

var (entries, errors) = CatalogReader.read(paths: tablePaths)
// Each key's arguments, from its specifiers, and its Swift name: a key whose
// languages disagree, or two keys with one name, fail the build too.
var typed: [(entry: CatalogEntry, arguments: [ArgumentKind])] = []
for entry in entries {
    do {
        typed.append((entry, try ArgumentReader.signature(of: entry)))
    } catch {
        errors.append(CatalogError(file: entry.table, message: "key '\(entry.key)': \(error.text)"))
    }
}
errors += SymbolNames.collisions(entries.map(\.key)).map { CatalogError(file: "Localization", message: $0) }
if !errors.isEmpty {
    for error in errors.sorted(by: { ($0.file, $0.message) < ($1.file, $1.message) }) {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    }
    FileHandle.standardError.write(
        Data("error: \(errors.count) problem(s) in the string tables; nothing was generated\n".utf8))
    exit(1)
}
if tablePaths.isEmpty {
    FileHandle.standardError.write(
        Data("warning: no string tables given; the Localization module will be empty\n".utf8))
}
do {
    let names = tablePaths.map { (($0 as NSString).lastPathComponent) }
    let source = SwiftEmitter.source(for: entries, tables: names) + SymbolEmitter.source(for: typed)
    // Rewrite only on change so an unchanged table does not recompile the module.
    if (try? String(contentsOfFile: outputPath, encoding: String.Encoding.utf8)) != source {
        try source.write(toFile: outputPath, atomically: true, encoding: String.Encoding.utf8)
    }
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
