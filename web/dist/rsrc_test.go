package main // rsrc_test.go: reads the resource tree of a PE image or COFF object back, for the tests.

import (
	"debug/pe"
	"encoding/binary"
	"fmt"
)

// peResource is one leaf of a resource tree.
type peResource struct {
	typ, id, lang uint32
	data          []byte
}

// readResources walks the .rsrc section of f. rva is the address the data
// entries are relative to: the section's virtual address in an image, 0 in
// an object (whose data entries hold section offsets before relocation).
func readResources(f *pe.File) ([]peResource, error) {
	sec := f.Section(".rsrc")
	if sec == nil {
		return nil, fmt.Errorf("no .rsrc section")
	}
	b, err := sec.Data()
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	base := sec.VirtualAddress
	var out []peResource
	var walk func(off uint32, depth int, path [3]uint32) error
	walk = func(off uint32, depth int, path [3]uint32) error {
		if int(off)+16 > len(b) || depth > 2 {
			return fmt.Errorf("bad directory at %#x", off)
		}
		n := int(le.Uint16(b[off+12:])) + int(le.Uint16(b[off+14:]))
		for i := 0; i < n; i++ {
			p := off + 16 + uint32(8*i)
			if int(p)+8 > len(b) {
				return fmt.Errorf("bad entry at %#x", p)
			}
			path[depth] = le.Uint32(b[p:])
			target := le.Uint32(b[p+4:])
			if target&0x80000000 != 0 {
				if err := walk(target&0x7fffffff, depth+1, path); err != nil {
					return err
				}
				continue
			}
			if int(target)+16 > len(b) {
				return fmt.Errorf("bad data entry at %#x", target)
			}
			at, size := le.Uint32(b[target:])-base, le.Uint32(b[target+4:])
			if int(at)+int(size) > len(b) {
				return fmt.Errorf("resource %v: data %#x+%d outside the section", path, at, size)
			}
			out = append(out, peResource{path[0], path[1], path[2], b[at : at+size]})
		}
		return nil
	}
	return out, walk(0, 0, [3]uint32{})
}
