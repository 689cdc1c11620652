# gen/lambda_preamble.awk: tables/lambda_preamble.txt -> the parts of the
# extended-lambda preamble as C strings (src/backend/lambda_preamble.h).
# Text lines become string literals; the directives @cxx17/@end and the
# @device_wrappers/@host_device_wrappers markers start new parts.

function bad(msg) {
    print FILENAME ":" FNR ": " msg > "/dev/stderr"
    nerr++
}

function close_part() {
    if (open_text) {
        print "    },"
        open_text = 0
    }
}

function start_text(kind) {
    close_part()
    printf "    { %s,\n", kind
    open_text = 1
}

BEGIN {
    print "/* Generated from tables/lambda_preamble.txt by gen/lambda_preamble.awk. */"
    print "#include \"backend/lambda_preamble.h\""
    print ""
    print "const struct preamble_part lambda_preamble_parts[] = {"
    kind = "PP_ALWAYS"
}

!begun && /^@begin$/ { begun = 1; next }
!begun && /^#/ { next }
!begun { bad("text before @begin"); next }

/^@cxx17$/ {
    if (kind != "PP_ALWAYS") bad("nested @cxx17")
    kind = "PP_CXX17"; close_part(); next
}
/^@end$/ {
    if (kind != "PP_CXX17") bad("@end without @cxx17")
    kind = "PP_ALWAYS"; close_part(); next
}
/^@device_wrappers$/ { close_part(); print "    { PP_DEVICE_WRAPPERS, \"\" },"; nparts++; next }
/^@host_device_wrappers$/ { close_part(); print "    { PP_HOST_DEVICE_WRAPPERS, \"\" },"; nparts++; next }
/^@/ { bad("unknown directive " $0); next }

{
    if (!open_text) { start_text(kind); nparts++ }
    line = $0
    gsub(/\\/, "\\\\", line)
    gsub(/"/, "\\\"", line)
    printf "      \"%s\\n\"\n", line
}

END {
    close_part()
    if (kind != "PP_ALWAYS") bad("@cxx17 not closed")
    if (nerr)
        exit 1
    print "};"
    print "const size_t lambda_preamble_nparts = " nparts ";"
}
