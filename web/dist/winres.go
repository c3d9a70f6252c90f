package main // winres.go: the Windows resources of draughts.exe (icon group and version information) as a COFF object (.syso) the Go linker links in.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"sort"
	"unicode/utf16"
)

// Resource types and the language of every resource (US English, Unicode).
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	langEnUS    = 0x0409
	codePageU   = 0x04B0
)

// COFF machine types and, for each, the relocation that makes a resource
// data entry point at its data (an address relative to the image base).
var coffMachine = map[string]struct{ machine, reloc uint16 }{
	"amd64": {0x8664, 3}, // IMAGE_REL_AMD64_ADDR32NB
	"arm64": {0xAA64, 2}, // IMAGE_REL_ARM64_ADDR32NB
	"386":   {0x014C, 7}, // IMAGE_REL_I386_DIR32NB
}

// winInfo is what the version resource says.
type winInfo struct {
	Version     string    // shown as is (FileVersion, ProductVersion strings)
	Numeric     [4]uint16 // the fixed numeric version (major, minor, patch, build)
	Product     string
	Description string
	Company     string
	Copyright   string
	Original    string // original file name
}

type resource struct {
	typ, id uint16
	data    []byte
}

// winResources returns the icon images (RT_ICON 1..n, PNG-compressed, as
// Windows has read since Vista), the icon group that lists them (RT_GROUP_ICON 1)
// and the version information (RT_VERSION 1).
func winResources(icons map[int][]byte, info winInfo) []resource {
	sizes := make([]int, 0, len(icons))
	for s := range icons {
		sizes = append(sizes, s)
	}
	sort.Ints(sizes)
	var res []resource
	var group bytes.Buffer
	le := binary.LittleEndian
	group.Write(le.AppendUint16(nil, 0)) // reserved
	group.Write(le.AppendUint16(nil, 1)) // type: icon
	group.Write(le.AppendUint16(nil, uint16(len(sizes))))
	for i, s := range sizes {
		id := uint16(i + 1)
		png := icons[s]
		res = append(res, resource{rtIcon, id, png})
		dim := byte(s)
		if s >= 256 {
			dim = 0 // 0 means 256
		}
		group.Write([]byte{dim, dim, 0, 0})
		group.Write(le.AppendUint16(nil, 1))  // planes
		group.Write(le.AppendUint16(nil, 32)) // bits per pixel
		group.Write(le.AppendUint32(nil, uint32(len(png))))
		group.Write(le.AppendUint16(nil, id))
	}
	res = append(res, resource{rtGroupIcon, 1, group.Bytes()})
	res = append(res, resource{rtVersion, 1, versionInfo(info)})
	return res
}

// versionInfo encodes a VS_VERSIONINFO block.
func versionInfo(info winInfo) []byte {
	le := binary.LittleEndian
	v := info.Numeric
	fixed := make([]byte, 0, 52)
	for _, d := range []uint32{
		0xFEEF04BD, 0x00010000, // signature, structure version
		uint32(v[0])<<16 | uint32(v[1]), uint32(v[2])<<16 | uint32(v[3]), // file version
		uint32(v[0])<<16 | uint32(v[1]), uint32(v[2])<<16 | uint32(v[3]), // product version
		0x3F, 0, // flags mask, flags
		0x00040004, 1, 0, // VOS_NT_WINDOWS32, VFT_APP, no subtype
		0, 0, // date
	} {
		fixed = le.AppendUint32(fixed, d)
	}
	strs := [][2]string{
		{"CompanyName", info.Company},
		{"FileDescription", info.Description},
		{"FileVersion", info.Version},
		{"InternalName", "draughts"},
		{"LegalCopyright", info.Copyright},
		{"OriginalFilename", info.Original},
		{"ProductName", info.Product},
		{"ProductVersion", info.Version},
	}
	var strings [][]byte
	for _, kv := range strs {
		if kv[1] == "" {
			continue
		}
		strings = append(strings, verNode(kv[0], utf16z(kv[1]), true, len(kv[1])+1))
	}
	table := verNode(fmt.Sprintf("%04X%04X", langEnUS, codePageU), nil, true, 0, strings...)
	sfi := verNode("StringFileInfo", nil, true, 0, table)
	translation := le.AppendUint16(le.AppendUint16(nil, langEnUS), codePageU)
	vfi := verNode("VarFileInfo", nil, true, 0, verNode("Translation", translation, false, len(translation)))
	return verNode("VS_VERSION_INFO", fixed, false, len(fixed), sfi, vfi)
}

// verNode encodes one node of a version resource: length, value length
// (in characters for text, bytes for binary), type, the key in UTF-16, the
// value and the children, each part aligned to 4 bytes.
func verNode(key string, value []byte, text bool, valueLen int, children ...[]byte) []byte {
	le := binary.LittleEndian
	b := make([]byte, 6)
	b = append(b, utf16z(key)...)
	b = pad4(b)
	b = append(b, value...)
	for _, c := range children {
		b = pad4(b)
		b = append(b, c...)
	}
	le.PutUint16(b[0:], uint16(len(b)))
	le.PutUint16(b[2:], uint16(valueLen))
	if text {
		le.PutUint16(b[4:], 1)
	}
	return b
}

func utf16z(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return append(b, 0, 0)
}

func pad4(b []byte) []byte {
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	return b
}

// syso lays the resources out as a resource section (type, name and
// language directories, data entries, data) and wraps it in a COFF object
// for arch with one relocation per data entry.
func syso(arch string, res []resource) ([]byte, error) {
	m, ok := coffMachine[arch]
	if !ok {
		return nil, fmt.Errorf("syso: no COFF machine for GOARCH %q", arch)
	}
	sort.Slice(res, func(i, j int) bool {
		if res[i].typ != res[j].typ {
			return res[i].typ < res[j].typ
		}
		return res[i].id < res[j].id
	})
	var types []uint16
	byType := map[uint16][]resource{}
	for _, r := range res {
		if len(byType[r.typ]) == 0 {
			types = append(types, r.typ)
		}
		byType[r.typ] = append(byType[r.typ], r)
	}
	dirSize := func(n int) int { return 16 + 8*n }
	// Offsets: root, type directories, language directories, data entries, data.
	off := dirSize(len(types))
	typeDir := map[uint16]int{}
	for _, t := range types {
		typeDir[t] = off
		off += dirSize(len(byType[t]))
	}
	langDir := make([]int, len(res))
	for i := range res {
		langDir[i] = off
		off += dirSize(1)
	}
	entry := make([]int, len(res))
	for i := range res {
		entry[i] = off
		off += 16
	}
	data := make([]int, len(res))
	for i, r := range res {
		off = (off + 7) &^ 7
		data[i] = off
		off += len(r.data)
	}
	sec := make([]byte, (off+7)&^7)
	le := binary.LittleEndian
	dir := func(at, n int) {
		le.PutUint16(sec[at+14:], uint16(n)) // all entries are named by number
	}
	dirEntry := func(at, i int, id uint32, target int, sub bool) {
		p := at + 16 + 8*i
		le.PutUint32(sec[p:], id)
		t := uint32(target)
		if sub {
			t |= 0x80000000
		}
		le.PutUint32(sec[p+4:], t)
	}
	dir(0, len(types))
	idx := 0
	for ti, t := range types {
		dirEntry(0, ti, uint32(t), typeDir[t], true)
		dir(typeDir[t], len(byType[t]))
		for ni, r := range byType[t] {
			dirEntry(typeDir[t], ni, uint32(r.id), langDir[idx], true)
			dir(langDir[idx], 1)
			dirEntry(langDir[idx], 0, langEnUS, entry[idx], false)
			idx++
		}
	}
	var relocs []byte
	for i, r := range res {
		le.PutUint32(sec[entry[i]:], uint32(data[i])) // section offset; the linker adds the section's address
		le.PutUint32(sec[entry[i]+4:], uint32(len(r.data)))
		copy(sec[data[i]:], r.data)
		relocs = le.AppendUint32(relocs, uint32(entry[i]))
		relocs = le.AppendUint32(relocs, 0) // symbol 0: the section
		relocs = le.AppendUint16(relocs, m.reloc)
	}

	const fileHeader, sectionHeader = 20, 40
	secAt := fileHeader + sectionHeader
	relAt := secAt + len(sec)
	symAt := relAt + len(relocs)
	var out bytes.Buffer
	w := func(v any) { _ = binary.Write(&out, le, v) }
	w(m.machine)
	w(uint16(1))      // sections
	w(uint32(0))      // time stamp
	w(uint32(symAt))  // symbol table
	w(uint32(1))      // symbols
	w(uint16(0))      // optional header size
	w(uint16(0x0004)) // characteristics: line numbers stripped
	out.WriteString(".rsrc\x00\x00\x00")
	w(uint32(0)) // virtual size
	w(uint32(0)) // virtual address
	w(uint32(len(sec)))
	w(uint32(secAt))
	w(uint32(relAt))
	w(uint32(0)) // line numbers
	w(uint16(len(res)))
	w(uint16(0))
	w(uint32(0x40000040)) // initialized data, readable
	out.Write(sec)
	out.Write(relocs)
	out.WriteString(".rsrc\x00\x00\x00")
	w(uint32(0)) // value
	w(uint16(1)) // section number
	w(uint16(0)) // type
	w(uint8(3))  // storage class: static
	w(uint8(0))  // aux symbols
	w(uint32(4)) // empty string table
	return out.Bytes(), nil
}
