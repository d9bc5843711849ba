import Foundation
import SharedModels
import Testing

@Suite("EntityID")
struct EntityIDTests {
    @Test("random ids are 32 lowercase hex digits and differ")
    func format() {
        let ids = (0..<200).map { _ in EntityID.random() }
        for id in ids {
            #expect(id.rawValue.count == 32)
            #expect(id.rawValue.allSatisfy { "0123456789abcdef".contains($0) })
        }
        #expect(Set(ids).count == ids.count)
    }

    @Test("short is the first eight characters")
    func short() {
        let id: EntityID = "0123456789abcdef0123456789abcdef"
        #expect(id.short == "01234567")
        #expect(id.description == id.rawValue)
    }

    @Test("JSON coding is the plain string")
    func coding() throws {
        let id: EntityID = "abcdef0123456789abcdef0123456789"
        let data = try JSONEncoder().encode([id])
        #expect(String(decoding: data, as: UTF8.self) == #"["abcdef0123456789abcdef0123456789"]"#)
        #expect(try JSONDecoder().decode([EntityID].self, from: data) == [id])
    }
}
