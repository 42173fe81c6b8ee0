import QuiltCore
import Testing

@Suite("JSON pointers")
struct JSONPointerTests {
    @Test(arguments: [
        ("", [String]()), ("/a", ["a"]), ("/a/0/b", ["a", "0", "b"]), ("/", [""]), ("/a~1b/c~0d", ["a/b", "c~d"]),
        ("//x", ["", "x"]),
    ])
    func parsesAndPrintsBack(text: String, tokens: [String]) {
        let pointer = JSONPointer(text)
        #expect(pointer?.tokens == tokens)
        #expect(pointer?.description == text)
    }

    @Test(arguments: ["a", "a/b", "/a~", "/a~2"])
    func rejectsMalformedPointers(text: String) {
        #expect(JSONPointer(text) == nil)
    }

    @Test func resolvesMembersAndIndices() {
        let value = DataValue.object(["a": .array([.string("x"), .object(["b": .number(2)])]), "": .bool(true)])
        #expect(JSONPointer("")?.resolve(in: value) == value)
        #expect(JSONPointer("/a/1/b")?.resolve(in: value) == .number(2))
        #expect(JSONPointer("/")?.resolve(in: value) == .bool(true))
        #expect(JSONPointer("/a/2")?.resolve(in: value) == nil)
        #expect(JSONPointer("/a/01")?.resolve(in: value) == nil)
        #expect(JSONPointer("/a/-1")?.resolve(in: value) == nil)
        #expect(JSONPointer("/a/0/x")?.resolve(in: value) == nil)
        #expect(JSONPointer("/missing")?.resolve(in: value) == nil)
    }

    @Test func nearestNodeFindsTheDeepestExistingNode() {
        let leaf = ConfigNode.scalar("2", at: at(3, 9))
        let inner = ConfigNode(.mapping([ConfigNode.Pair(key: .scalar("b"), value: leaf)]), at: at(3, 5))
        let node = ConfigNode(
            .mapping([ConfigNode.Pair(key: .scalar("a"), value: .sequence([inner], at: at(2, 3)))]), at: at(1))
        #expect(node.nearestNode(at: JSONPointer(tokens: ["a", "0", "b"])).location == at(3, 9))
        #expect(node.nearestNode(at: JSONPointer(tokens: ["a", "0", "c"])).location == at(3, 5))
        #expect(node.nearestNode(at: JSONPointer(tokens: ["a", "7"])).location == at(2, 3))
        #expect(node.nearestNode(at: JSONPointer(tokens: ["a", "0", "b", "deeper"])).location == at(3, 9))
        #expect(node.nearestNode(at: JSONPointer(tokens: [])).location == at(1))
    }
}
