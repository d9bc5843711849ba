import SharedModels
import Testing

@Suite struct CSSColorNameTests {
    @Test func namesInAnyCaseGiveTheirColors() {
        #expect(RGBColor(cssName: "tomato")?.hex == "#FF6347")
        #expect(RGBColor(cssName: "RebeccaPurple")?.hex == "#663399")
        #expect(RGBColor(cssName: "grey") == RGBColor(cssName: "gray"))
        #expect(RGBColor(cssName: "black")?.hex == "#000000" && RGBColor(cssName: "white")?.hex == "#FFFFFF")
        #expect(RGBColor(cssName: "tomatoes") == nil && RGBColor(cssName: "") == nil)
        #expect(CSSColorNames.values.count == 148)
    }

    @Test func userTextIsHexFirstThenAName() {
        #expect(RGBColor(hexOrCSSName: "#ff6347") == RGBColor(cssName: "tomato"))
        #expect(RGBColor(hexOrCSSName: "bada55")?.hex == "#BADA55")
        #expect(RGBColor(hexOrCSSName: "Navy")?.hex == "#000080")
        #expect(RGBColor(hexOrCSSName: "#navy") == nil)
    }
}
