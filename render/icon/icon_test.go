package icon // icon_test.go: the icon at any size; the committed web icons are what Draw makes.

import (
	"bytes"
	"os"
	"testing"
)

func TestDraw(t *testing.T) {
	for _, s := range []int{16, 32, 256} {
		img := Draw(s, false)
		if img.Bounds().Dx() != s || img.Bounds().Dy() != s {
			t.Fatalf("size %d: got %v", s, img.Bounds())
		}
		if img.RGBAAt(0, 0).A != 0 {
			t.Errorf("size %d: the rounded corner is not transparent", s)
		}
		if c := img.RGBAAt(s/2, s/2); c.A != 255 {
			t.Errorf("size %d: the centre is not opaque: %v", s, c)
		}
	}
	if Draw(64, true).RGBAAt(0, 0).A != 255 {
		t.Error("a maskable icon must fill its square")
	}
}

// go run web/icons/gen.go writes these files from Draw: they must not drift.
func TestWebIconsUpToDate(t *testing.T) {
	for _, f := range []struct {
		path     string
		size     int
		maskable bool
	}{{"../../web/icons/icon-192.png", 192, false}, {"../../web/icons/icon-maskable-512.png", 512, true}} {
		b, err := os.ReadFile(f.path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, PNG(f.size, f.maskable)) {
			t.Errorf("%s differs from render/icon's drawing: run go run web/icons/gen.go -out web/icons", f.path)
		}
	}
}
