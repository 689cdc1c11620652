/* grammar/cxx.y -- C++ (C++03..C++23 with GNU extensions and CUDA launches)
 * as libstdc++ 12 and the CUDA 13 toolkit headers use it.
 *
 * Bison GLR, pure and reentrant. Identifiers arrive classified by the token
 * filter (src/parser/filter.c): TYPE_NAME, TYPE_TEMPLATE_NAME,
 * VALUE_TEMPLATE_NAME, NAMESPACE_NAME, CONCEPT_NAME, CTOR_NAME (a constructor's
 * name where a constructor is declared), DEP_TEMPLATE_NAME (a name after the
 * `template` keyword) or IDENTIFIER, contextual `final`/`override` arrive as
 * VIRT_SPECIFIER, `class`/`typename` that introduce a template type
 * parameter as TYPE_PARAM_KEY, `noexcept` followed by `(` as NOEXCEPT_LP, the
 * `{` that can only open a function body (after `)`, `const`, `noexcept`,
 * override/final, or with `->`/`requires` earlier in the declarator) as
 * BODY_LBRACE, so `T x{}` (an initializer) and `T f() {}` never meet; a
 * member function's body (and ctor-initializer) inside its class arrives as
 * one CACHED_BODY token and is parsed when the class is complete,
 * so the grammar is close to LALR(1); the remaining true ambiguities of C++
 * (declaration or expression, type-id or expression) split the parse briefly
 * and are settled with %dprec in the standard's favour of declarations and
 * type-ids. The filter also turns the `>` that closes a template argument
 * list into TEMPLATE_CLOSE, the `>>>` that closes a launch configuration into
 * LAUNCH_CLOSE, adjacent `> >` elsewhere into SHR, and `[[` / `]]` into
 * ATTR_OPEN / ATTR_CLOSE, and the `(` of a fold expression into FOLD_LPAREN,
 * so no rule needs a "no > here" variant and folds do not split the parse.
 *
 * Actions are thin: they call the parser-side helpers of src/parser/actions.c
 * (prefix pa_), which talk to the semantic core. Actions that the token
 * filter depends on (opening and closing scopes, declaring names) sit where
 * the parse is deterministic, so they are never deferred past the next token.
 */

%glr-parser
%define lr.type ielr
%define api.pure
%define api.prefix {cxx}
%define api.token.prefix {T_}
%define parse.error verbose
%define parse.trace
%locations
%define api.location.type {struct tok_span}
%parse-param {struct parser *P}
%lex-param {struct parser *P}

%code requires {
#include "parser/parser.h"
/* Bison's traces and ambiguity reports: only under CF_PARSE_DEBUG */
#include <stdio.h>
int cxx_trace_fprintf(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define YYFPRINTF cxx_trace_fprintf
}

%code provides {
int cxxlex(CXXSTYPE *lval, CXXLTYPE *lloc, struct parser *P);
const char *cxx_token_name(int t);
void cxxerror(CXXLTYPE *lloc, struct parser *P, const char *msg);
}

%code {
#include "parser/actions.h"
#include "parser/checks.h"
#include "parser/calls.h"
#include "parser/expr_build.h"
#include "parser/full_expr.h"
#include "cuda/spaces.h"
#include "parser/recover.h"
#define YYLLOC_DEFAULT(Cur, Rhs, N) \
    do { if (N) { (Cur).first = YYRHSLOC(Rhs, 1).first; (Cur).last = YYRHSLOC(Rhs, N).last; } \
         else { (Cur).first = (Cur).last = YYRHSLOC(Rhs, 0).last; } } while (0)
#define YYMALLOC pa_malloc
#define YYFREE pa_free
#define YYREALLOC pa_realloc_stacks
/* deep nesting (100 000 parentheses) is valid C++: the stack may grow far */
#define YYMAXDEPTH 1000000
}

%union {
    uint32_t tok;               /* index of a token in the token array */
    struct entity *ent;
    struct dtor *dtor;
    struct dname *dname;
    struct plist *params;
    struct base_ref *bases;
    struct dspec *spec;
    struct expr *expr;
    uint32_t flags;
    int i;
}

/* classified names */
%token <tok> IDENTIFIER TYPE_NAME TYPE_TEMPLATE_NAME VALUE_TEMPLATE_NAME
%token <tok> NAMESPACE_NAME CONCEPT_NAME CTOR_NAME DEP_TEMPLATE_NAME
%token <tok> VIRT_SPECIFIER TYPE_PARAM_KEY NOEXCEPT_LP BODY_LBRACE CACHED_BODY CACHED_INIT
/* literals */
%token <tok> INTEGER_LITERAL FLOATING_LITERAL CHAR_LITERAL STRING_LITERAL USER_LITERAL
/* filter-made tokens */
%token <tok> TEMPLATE_CLOSE LAUNCH_OPEN LAUNCH_CLOSE ATTR_OPEN ATTR_CLOSE SHR FOLD_LPAREN
%token <tok> OPERATOR_TEMPLATE_OPEN
/* punctuators */
%token <tok> SCOPE "::" ARROW "->" ARROW_STAR "->*" DOT_STAR ".*" ELLIPSIS "..."
%token <tok> INC "++" DEC "--" SHL "<<" LE "<=" GE ">=" EQ "==" NE "!=" SPACESHIP "<=>"
%token <tok> ANDAND "&&" OROR "||"
%token <tok> MUL_ASSIGN "*=" DIV_ASSIGN "/=" MOD_ASSIGN "%=" ADD_ASSIGN "+=" SUB_ASSIGN "-="
%token <tok> SHL_ASSIGN "<<=" SHR_ASSIGN ">>=" AND_ASSIGN "&=" XOR_ASSIGN "^=" OR_ASSIGN "|="
%token <tok> '{' '}' '[' ']' '(' ')' ';' ':' '?' '.' '+' '-' '*' '/' '%' '^' '&' '|' '~' '!'
%token <tok> '=' '<' '>' ','
/* keywords */
%token <tok> ALIGNAS ALIGNOF ASM AUTO BOOL BREAK CASE CATCH CHAR CHAR8_T CHAR16_T CHAR32_T
%token <tok> CLASS CONCEPT CONST CONSTEVAL CONSTEXPR CONSTINIT CONST_CAST CONTINUE
%token <tok> CO_AWAIT CO_RETURN CO_YIELD DECLTYPE DEFAULT DELETE DO DOUBLE DYNAMIC_CAST
%token <tok> ELSE ENUM EXPLICIT EXPORT EXTERN FALSE FLOAT FOR FRIEND GOTO IF INLINE INT
%token <tok> LONG MUTABLE NAMESPACE NEW NOEXCEPT NULLPTR OPERATOR PRIVATE PROTECTED PUBLIC
%token <tok> REGISTER REINTERPRET_CAST REQUIRES RETURN SHORT SIGNED SIZEOF STATIC
%token <tok> STATIC_ASSERT STATIC_CAST STRUCT SWITCH TEMPLATE THIS THREAD_LOCAL THROW TRUE
%token <tok> TRY TYPEDEF TYPEID TYPENAME UNION UNSIGNED USING VIRTUAL VOID VOLATILE
%token <tok> WCHAR_T WHILE
/* GNU and other builtins */
%token <tok> NV_ATTRIBUTE_MACRO
%token <tok> ATTRIBUTE EXTENSION TYPEOF INT128 RESTRICT FLOATN BUILTIN_VA_ARG
%token <tok> BUILTIN_OFFSETOF BUILTIN_BIT_CAST LABEL REAL IMAG COMPLEX THREAD NULL_KW
%token <tok> TYPE_TRAIT TYPE_TRANSFORM INTEGER_PACK TYPE_PACK_ELEMENT AUTO_TYPE
%token <tok> BUILTIN_CONVERTVECTOR BUILTIN_SHUFFLEVECTOR DECLSPEC
/* start tokens for re-parsing cached member bodies (not used by the lexer) */
%token START_FUNCTION_BODY START_DEFAULT_ARG START_MEMBER_INIT
/* handed out once after a syntax error, when the filter has skipped to where
   parsing goes on (see parser/recover.c) */
%token RECOVER

%type <tok> any_name class_name_token nns_name_token declarator_name_token
%type <tok> qualified_namespace_specifier namespace_name
%type <params> parameter_declaration_clause parameters_and_qualifiers parameter_declaration_list
%type <dname> parameter_declaration param_head unqualified_id_decl id_expression_declarator special_id
%type <dtor> declarator ptr_declarator noptr_declarator declarator_id special_declarator
%type <spec> decl_specifier_seq type_and_specifiers builtin_type_specifiers
%type <flags> nontype_specifier nontype_specifiers storage_class_specifier
%type <ent> nested_name_specifier named_type_specifier simple_named_type class_specifier
%type <ent> class_head enum_specifier enum_head elaborated_type_specifier
%type <i> class_key
%type <ent> base_specifier type_id type_specifier_seq type_and_cv
%type <bases> class_head_tail base_specifier_list
%type <expr> expression constant_expression assignment_expression yield_expression throw_expression
%type <expr> conditional_expression logical_or_expression logical_and_expression inclusive_or_expression
%type <expr> exclusive_or_expression and_expression equality_expression relational_expression
%type <expr> compare_expression shift_expression additive_expression multiplicative_expression
%type <expr> pm_expression cast_expression unary_expression new_expression delete_expression
%type <expr> new_rest new_initializer_opt designated_value
%type <expr> postfix_expression primary_expression literal lambda_expression
%type <expr> initializer_clause initializer_list braced_init_list expression_list
%type <expr> initializer brace_or_equal_initializer

%expect 121
%expect-rr 240

/* Greedy choices, settled in favour of shifting: "::" continues a
   nested-name-specifier, cv-qualifiers and attributes stay with the type they
   follow, "operator T*" takes the "*", "delete[]" the brackets, "T..." in a
   parameter is a pack. Only the rules marked %prec PREFER_SHIFT take part. */
%precedence PREFER_SHIFT
%precedence "::" '<' ':' CONST VOLATILE RESTRICT ATTRIBUTE '*' '&' "&&" '[' ELLIPSIS
%precedence CHAR CHAR8_T CHAR16_T CHAR32_T WCHAR_T BOOL SHORT INT LONG SIGNED UNSIGNED
%precedence FLOAT DOUBLE VOID INT128 FLOATN COMPLEX
%nonassoc LOWER_THAN_ELSE
%nonassoc ELSE

%start start

%%

start
    : translation_unit
    | START_FUNCTION_BODY function_body_cached
    | START_DEFAULT_ARG initializer_clause
    | START_MEMBER_INIT brace_or_equal_initializer
    ;

translation_unit
    : %empty
    | declaration_seq
    ;

/* a syntax error abandons the declaration, statement or member it is in:
   the error rules sit on the sequences so that no enclosing construct
   (template head, if, ...) completes over the abandoned part */
declaration_seq
    : declaration
    | declaration_seq declaration
    | error RECOVER                                  { pa_recover(P, @1.first); yyerrok; }
    | declaration_seq error RECOVER                  { pa_recover(P, @2.first); yyerrok; }
    ;

/* any name, where the context leaves no doubt that a name comes */
any_name
    : IDENTIFIER | TYPE_NAME | TYPE_TEMPLATE_NAME | VALUE_TEMPLATE_NAME
    | NAMESPACE_NAME | CONCEPT_NAME | CTOR_NAME | DEP_TEMPLATE_NAME
    ;

/* ------------------------------------------------------------------ */
/* Declarations                                                       */
/*                                                                    */
/* Conventions that keep the automaton small and the splits rare: no  */
/* rule begins with an optional (empty-deriving) symbol; C++11        */
/* attributes and GNU attributes at the front of a declaration are    */
/* ordinary decl-specifiers; constructors, destructors and conversion */
/* functions have their own declarator (special_declarator), which    */
/* is the only declarator allowed without a type specifier.           */
/* ------------------------------------------------------------------ */

declaration
    : block_declaration
    | special_definition_by_initializer
    | function_definition
    | template_declaration
    | explicit_instantiation
    | explicit_specialization
    | deduction_guide
    | linkage_specification
    | namespace_definition
    | ';'
    | EXTENSION declaration
    | EXPORT declaration
    | EXPORT '{' '}'
    | EXPORT '{' declaration_seq '}'
    ;

block_declaration
    : simple_declaration
    | asm_declaration
    | namespace_alias_definition
    | using_declaration
    | using_enum_declaration
    | using_directive
    | static_assert_declaration
    | alias_declaration
    | opaque_enum_declaration
    ;

simple_declaration
    : decl_specifier_seq ';'                                              { pa_simple_declaration(P, @$.first, @$.last, 0); }
    | decl_specifier_seq init_declarator_list ';'                         { pa_simple_declaration(P, @$.first, @$.last, 1); }
    | decl_specifier_seq ref_qualifier_opt '[' identifier_list ']' initializer ';' { pa_bindings(P, @3.first, @5.first); pa_full_expression(P, $6, FE_BINDING, NULL); pa_spec_pop(P); }
    | attribute_only_specifiers ';'
    ;

/* declarations of constructors, destructors and conversion functions:
   no type specifier */
special_member_declaration
    : special_init_declarator ';'                              { pa_special_member(P); }
    | nontype_specifiers special_init_declarator ';'           { pa_special_specifiers(P, @1.first, @1.last); }
    ;

special_init_declarator
    : special_declarator declarator_tail_opt                              { pa_special_declared(P, $1); }
    | special_declarator declarator_tail_opt function_initializer         { pa_special_declared(P, $1); }
    ;

/* `S::S() = default;`, `S::~S() = delete;` at namespace scope */
special_definition_by_initializer
    : special_declarator declarator_tail_opt function_initializer ';'   { pa_special_declared(P, $1); }
    | nontype_specifiers special_declarator declarator_tail_opt function_initializer ';'
                                                                       { pa_special_specifiers(P, @1.first, @1.last); pa_special_declared(P, $2); }
    ;

function_initializer
    : '=' DEFAULT
    | '=' DELETE
    | '=' DELETE '(' string_literal_seq ')'
    | '=' INTEGER_LITERAL                   /* pure virtual destructor */
    ;

ref_qualifier_opt
    : %empty
    | '&'
    | "&&"
    ;

identifier_list
    : any_name
    | identifier_list ',' any_name
    ;

static_assert_declaration
    : STATIC_ASSERT '(' constant_expression ')' ';'
    | STATIC_ASSERT '(' constant_expression ',' string_literal_seq ')' ';'
    ;

asm_declaration
    : ASM asm_qualifiers '(' string_literal_seq asm_operands ')' ';'   { pa_asm_statement(P, @3.first, @6.first); }
    ;

asm_qualifiers
    : %empty
    | asm_qualifiers VOLATILE
    | asm_qualifiers INLINE
    | asm_qualifiers GOTO
    ;

/* GNU extended asm: outputs : inputs : clobbers : labels. The lexer keeps
   "::" as one token, so "asm("..." :: "r"(x))" needs its own rules. */
asm_operands
    : %empty
    | ':' asm_operand_list_opt
    | ':' asm_operand_list_opt ':' asm_operand_list_opt
    | ':' asm_operand_list_opt ':' asm_operand_list_opt ':' asm_clobber_list_opt
    | ':' asm_operand_list_opt ':' asm_operand_list_opt ':' asm_clobber_list_opt ':' asm_label_list_opt
    | "::" asm_operand_list_opt
    | "::" asm_operand_list_opt ':' asm_clobber_list_opt
    | "::" asm_operand_list_opt ':' asm_clobber_list_opt ':' asm_label_list_opt
    | ':' asm_operand_list_opt "::" asm_clobber_list_opt
    | ':' asm_operand_list_opt "::" asm_clobber_list_opt ':' asm_label_list_opt
    | ':' asm_operand_list_opt ':' asm_operand_list_opt "::" asm_label_list_opt
    | "::" asm_operand_list_opt "::" asm_label_list_opt     /* `asm goto("" :::: l)`, `:: "r"(x) :: l` */
    ;

asm_operand_list_opt
    : %empty
    | asm_operand_list
    ;

asm_operand_list
    : asm_operand
    | asm_operand_list ',' asm_operand
    ;

asm_operand
    : string_literal_seq '(' expression ')'
    | '[' any_name ']' string_literal_seq '(' expression ')'
    ;

asm_clobber_list_opt
    : %empty
    | asm_clobber_list
    ;

asm_clobber_list
    : string_literal_seq
    | asm_clobber_list ',' string_literal_seq
    ;

asm_label_list_opt
    : %empty
    | identifier_list
    ;

namespace_alias_definition
    : NAMESPACE any_name '=' qualified_namespace_specifier ';'  { pa_namespace_alias(P, $2, $4); }
    ;

qualified_namespace_specifier
    : NAMESPACE_NAME                                           { $$ = $1; }
    | nested_name_specifier NAMESPACE_NAME                     { $$ = $2; }
    ;

using_declaration
    : USING using_declarator_list ';'
    ;

using_declarator_list
    : using_declarator
    | using_declarator ELLIPSIS
    | using_declarator_list ',' using_declarator
    | using_declarator_list ',' using_declarator ELLIPSIS
    ;

using_declarator
    : TYPENAME nested_name_specifier nns_name_token  %prec PREFER_SHIFT { pa_using_decl(P, $<tok>3, 1); }
    | nested_name_specifier nns_name_token           %prec PREFER_SHIFT { pa_using_decl(P, $<tok>2, 0); }
    | nested_name_specifier operator_function_id    { pa_using_decl(P, @2.first, 0); }
    | nested_name_specifier conversion_function_id  { pa_using_decl(P, @2.first, 0); }
    | nested_name_specifier literal_operator_id
    ;

using_enum_declaration
    : USING ENUM class_name_token ';'                            { pa_using_enum(P, $3); }
    | USING ENUM nested_name_specifier class_name_token ';'      { pa_using_enum(P, $4); }
    ;

using_directive
    : USING NAMESPACE qualified_namespace_specifier ';'                        { pa_using_directive(P, $3); }
    | USING NAMESPACE qualified_namespace_specifier attribute_specifier_seq ';' { pa_using_directive(P, $3); }
    ;

alias_declaration
    : USING any_name '=' type_id ';'                             { pa_alias_decl(P, $2, $4, @4.first, @4.last); }
    | USING any_name '=' nested_name_specifier TEMPLATE dep_template_id ';' { pa_alias_decl(P, $2, NULL, 0, 0); }
    | USING any_name attribute_specifier_seq '=' type_id ';'     { pa_alias_decl(P, $2, $5, @5.first, @5.last); }
    ;

linkage_specification
    : EXTERN STRING_LITERAL lbrace '}'
    | EXTERN STRING_LITERAL lbrace declaration_seq '}'
    | EXTERN STRING_LITERAL declaration
    ;

/* namespaces */

namespace_definition
    : namespace_head lbrace '}'                                { pa_namespace_close(P); }
    | namespace_head lbrace declaration_seq '}'                { pa_namespace_close(P); }
    ;

namespace_head
    : NAMESPACE namespace_name                                 { pa_namespace_open(P, $2, 0); }
    | INLINE NAMESPACE namespace_name                          { pa_namespace_open(P, $3, 1); }
    | NAMESPACE                                                { pa_namespace_open(P, 0, 0); }
    | INLINE NAMESPACE                                         { pa_namespace_open(P, 0, 1); }
    | NAMESPACE attribute_specifier_seq                        { pa_namespace_open(P, 0, 0); }
    | NAMESPACE nested_namespace_names
    ;

namespace_name
    : any_name                                                 { $$ = $1; }
    | any_name attribute_specifier_seq                         { $$ = $1; }
    | attribute_specifier_seq any_name                         { $$ = $2; }
    | attribute_specifier_seq any_name attribute_specifier_seq { $$ = $2; }
    ;

nested_namespace_names
    : any_name "::" any_name                                   { pa_nested_namespace(P, $1, $3, 0); }
    | any_name "::" INLINE any_name                            { pa_nested_namespace(P, $1, $4, 1); }
    | nested_namespace_names "::" any_name                     { pa_nested_namespace(P, 0, $3, 0); }
    | nested_namespace_names "::" INLINE any_name              { pa_nested_namespace(P, 0, $4, 1); }
    ;

/* decl-specifiers */

/* the reduction of decl_specifier_seq pushes its value on the parser's
   specifier stack; the declaration that consumes it pops it */
decl_specifier_seq
    : type_and_specifiers                           { $$ = pa_spec_push(P, $1, 0, @$.first, @$.last); }
    | nontype_specifiers type_and_specifiers        { $$ = pa_spec_push(P, $2, $1, @$.first, @$.last); }
    ;

nontype_specifiers
    : nontype_specifier                             { $$ = $1; }
    | nontype_specifiers nontype_specifier          { $$ = $1 | $2; }
    ;

/* a declaration made of attributes and other specifiers only: `[[x]];`,
   `extern "C" __attribute__((...));` */
attribute_only_specifiers
    : nontype_specifiers
    ;

/* after the one named type only non-type specifiers may follow; builtin
   type keywords combine with each other (unsigned long long int) */
type_and_specifiers
    : named_type_specifier                          { $$ = pa_spec_new(P, $1, 0); }
    | named_type_specifier nontype_specifiers       { $$ = pa_spec_new(P, $1, $2); }
    | builtin_type_specifiers                       { $$ = $1; }
    ;

builtin_type_specifiers
    : builtin_type_keyword                          { $$ = pa_spec_new(P, NULL, 0); }
    | builtin_type_specifiers builtin_type_keyword  { $$ = $1; }
    | builtin_type_specifiers nontype_specifier     { $$ = pa_spec_add(P, $1, $2); }
    ;

nontype_specifier
    : storage_class_specifier        { $$ = $1; }
    | function_specifier             { $$ = 0; }
    | cv_qualifier                   { $$ = 0; }
    | FRIEND                         { $$ = DS_FRIEND; }
    | TYPEDEF                        { $$ = DS_TYPEDEF; }
    | CONSTEXPR                      { $$ = DS_CONSTEXPR; }
    | CONSTEVAL                      { $$ = DS_CONSTEXPR; }
    | CONSTINIT                      { $$ = 0; }
    | INLINE                         { $$ = DS_INLINE; }
    | attribute_specifier            { $$ = 0; }
    | DECLSPEC '(' balanced_opt ')'  { $$ = 0; }
    ;

storage_class_specifier
    : STATIC                 { $$ = DS_STATIC; }
    | EXTERN                 { $$ = DS_EXTERN; }
    | MUTABLE                { $$ = DS_MUTABLE; }
    | REGISTER               { $$ = 0; }
    | THREAD_LOCAL           { $$ = 0; }
    | THREAD                 { $$ = 0; }
    | AUTO_TYPE              { $$ = 0; }
    ;

function_specifier
    : VIRTUAL
    | EXPLICIT
    | EXPLICIT '(' constant_expression ')'
    ;

cv_qualifier
    : CONST
    | VOLATILE
    | RESTRICT
    ;

builtin_type_keyword
    : CHAR | CHAR8_T | CHAR16_T | CHAR32_T | WCHAR_T | BOOL | SHORT | INT | LONG
    | SIGNED | UNSIGNED | FLOAT | DOUBLE | VOID | INT128 | FLOATN | COMPLEX
    ;

named_type_specifier
    : simple_named_type                     { $$ = $1; }
    | elaborated_type_specifier             { $$ = $1; }
    | typename_specifier                    { $$ = NULL; }
    | class_specifier                       { $$ = $1; }
    | enum_specifier                        { $$ = $1; }
    | decltype_specifier                    %prec PREFER_SHIFT { $$ = NULL; }
    | AUTO                                  { $$ = NULL; }
    | type_constraint AUTO                  { $$ = NULL; }
    | type_constraint decltype_auto         { $$ = NULL; }
    | TYPEOF '(' expression ')'             %dprec 1 { $$ = NULL; }
    | TYPEOF '(' type_id ')'                %dprec 2 { $$ = NULL; }
    | TYPE_TRANSFORM '(' type_id ')'        { $$ = NULL; }
    | TYPE_PACK_ELEMENT '<' template_argument_list TEMPLATE_CLOSE { $$ = NULL; }
    ;

simple_named_type
    : TYPE_NAME                    %prec PREFER_SHIFT          { $$ = pa_tok_entity(P, $1); }
    | type_template_id             %prec PREFER_SHIFT          { $$ = pa_tok_entity(P, @1.first); }
    | TYPE_TEMPLATE_NAME           %prec PREFER_SHIFT          { $$ = pa_tok_entity(P, $1); }   /* injected name, deduced arguments */
    | nested_name_specifier TYPE_NAME          %prec PREFER_SHIFT  { $$ = pa_tok_entity(P, $2); }
    | nested_name_specifier type_template_id   %prec PREFER_SHIFT  { $$ = pa_tok_entity(P, @2.first); }
    | nested_name_specifier TYPE_TEMPLATE_NAME %prec PREFER_SHIFT  { $$ = NULL; }
    ;

type_template_id
    : TYPE_TEMPLATE_NAME '<' TEMPLATE_CLOSE                          { pa_check_template_args(P, @1.first, @3.first); }
    | TYPE_TEMPLATE_NAME '<' template_argument_list TEMPLATE_CLOSE   { pa_check_template_args(P, @1.first, @4.first); }
    ;

value_template_id
    : VALUE_TEMPLATE_NAME '<' TEMPLATE_CLOSE
    | VALUE_TEMPLATE_NAME '<' template_argument_list TEMPLATE_CLOSE
    ;

concept_id
    : CONCEPT_NAME '<' TEMPLATE_CLOSE
    | CONCEPT_NAME '<' template_argument_list TEMPLATE_CLOSE
    ;

decltype_specifier
    : DECLTYPE '(' expression ')'     %prec PREFER_SHIFT { cuda_decltype_operand(P, @2.first); }
    | decltype_auto                   %prec PREFER_SHIFT
    ;

decltype_auto
    : DECLTYPE '(' AUTO ')'
    ;

typename_specifier
    : TYPENAME nested_name_specifier nns_name_token  %prec PREFER_SHIFT
    | TYPENAME nested_name_specifier template_id     %prec PREFER_SHIFT
    | TYPENAME nested_name_specifier TEMPLATE dep_template_id %prec PREFER_SHIFT
    ;

/* a template-id named after the `template` keyword (dependent) */
dep_template_id
    : DEP_TEMPLATE_NAME '<' TEMPLATE_CLOSE
    | DEP_TEMPLATE_NAME '<' template_argument_list TEMPLATE_CLOSE
    ;

/* any template-id that can name a declared entity */
template_id
    : type_template_id       %prec PREFER_SHIFT
    | value_template_id      %prec PREFER_SHIFT
    | dep_template_id        %prec PREFER_SHIFT
    ;

elaborated_type_specifier
    : class_key class_name_token                   %prec PREFER_SHIFT  { $$ = pa_elaborated(P, $1, $2, 0); }
    | class_key attribute_specifier_seq class_name_token %prec PREFER_SHIFT { $$ = pa_elaborated(P, $1, $3, 0); }
    | class_key nested_name_specifier class_name_token %prec PREFER_SHIFT  { $$ = pa_elaborated(P, $1, $3, 1); }
    | class_key type_template_id                   %prec PREFER_SHIFT  { $$ = NULL; }
    | class_key nested_name_specifier type_template_id %prec PREFER_SHIFT { $$ = NULL; }
    | class_key nested_name_specifier TEMPLATE dep_template_id %prec PREFER_SHIFT { $$ = NULL; }
    | ENUM class_name_token                        %prec PREFER_SHIFT  { $$ = pa_elaborated(P, -1, $2, 0); }
    | ENUM nested_name_specifier class_name_token  %prec PREFER_SHIFT  { $$ = pa_elaborated(P, -1, $3, 1); }
    ;

/* names a class or enum may be referred to by after class-key or enum */
class_name_token
    : IDENTIFIER %prec PREFER_SHIFT | TYPE_NAME %prec PREFER_SHIFT
    | TYPE_TEMPLATE_NAME %prec PREFER_SHIFT | NAMESPACE_NAME %prec PREFER_SHIFT
    | VALUE_TEMPLATE_NAME %prec PREFER_SHIFT
    ;

class_key
    : CLASS    { $$ = CK_CLASS; pa_class_key(P, CK_CLASS); }
    | STRUCT   { $$ = CK_STRUCT; pa_class_key(P, CK_STRUCT); }
    | UNION    { $$ = CK_UNION; pa_class_key(P, CK_UNION); }
    ;

/* nested-name-specifier: the filter classifies the name after each "::" in
   the scope named before it; any name may qualify (dependent names). */
nested_name_specifier
    : "::"                { $$ = pa_tok_entity(P, @1.last); }
    | IDENTIFIER "::"   { $$ = pa_tok_entity(P, @$.last); }
    | TYPE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | NAMESPACE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | TYPE_TEMPLATE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | type_template_id "::"   { $$ = pa_tok_entity(P, @$.last); }
    | dep_template_id "::"   { $$ = pa_tok_entity(P, @$.last); }
    | decltype_specifier "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier IDENTIFIER "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier TYPE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier NAMESPACE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier TYPE_TEMPLATE_NAME "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier type_template_id "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier dep_template_id "::"   { $$ = pa_tok_entity(P, @$.last); }
    | nested_name_specifier TEMPLATE dep_template_id "::"   { $$ = pa_tok_entity(P, @$.last); }
    ;

/* the last name of a typename-specifier: anything that can be a member */
nns_name_token
    : IDENTIFIER %prec PREFER_SHIFT | TYPE_NAME %prec PREFER_SHIFT
    | NAMESPACE_NAME %prec PREFER_SHIFT | TYPE_TEMPLATE_NAME %prec PREFER_SHIFT
    | VALUE_TEMPLATE_NAME %prec PREFER_SHIFT | CTOR_NAME %prec PREFER_SHIFT
    | CONCEPT_NAME %prec PREFER_SHIFT
    ;

/* ------------------------------------------------------------------ */
/* Declarators                                                        */
/* ------------------------------------------------------------------ */

init_declarator_list
    : init_declarator
    | init_declarator_list ',' init_declarator
    ;

/* `int f(void (*g)());` is a function declaration, not a variable
   initialised by `void(*g)()` ([dcl.ambig.res]) */
init_declarator
    : declarator declarator_tail_opt                           %dprec 2 { pa_declared(P, $1, 0, 0, 0);
                                                                          pa_full_expression(P, NULL, FE_INIT, $1); }
    | declarator declarator_tail_opt initializer               %dprec 1 { pa_declared(P, $1, 1, @3.first, @3.last);
                                                                          pa_full_expression(P, $3, FE_INIT, $1); }
    | ':' constant_expression                                  /* unnamed bit-fields: `int : 3, : 0;` */
    ;

/* after a declarator: GNU asm label and attributes, override/final,
   a trailing requires-clause */
declarator_tail_opt
    : %empty
    | declarator_tail_opt ASM '(' string_literal_seq ')'
    | declarator_tail_opt gnu_attribute
    | declarator_tail_opt VIRT_SPECIFIER
    | declarator_tail_opt requires_clause
    ;

declarator
    : ptr_declarator                                                     { $$ = $1; pa_declarator_done(P, $1); }
    | noptr_declarator parameters_and_qualifiers trailing_return_type   { $$ = pa_dtor_trailing(P, pa_dtor_apply(P, $1, DF_FUNCTION, $2)); }
    ;

ptr_declarator
    : noptr_declarator                                     { $$ = $1; }
    | ptr_operator ptr_declarator                          { $$ = pa_dtor_apply(P, $2, DF_POINTER, NULL); }
    ;

noptr_declarator
    : declarator_id                                        { $$ = $1; }
    | declarator_id cxx11_attributes                       { $$ = $1; }
    | noptr_declarator parameters_and_qualifiers           { $$ = pa_dtor_apply(P, $1, DF_FUNCTION, $2); }
    | noptr_declarator '[' ']'                             { $$ = pa_dtor_apply(P, $1, DF_ARRAY, NULL); }
    | noptr_declarator '[' constant_expression ']'         { pa_array_bound(P, $3); $$ = pa_dtor_apply(P, $1, DF_ARRAY, NULL); }
    | noptr_declarator '[' ']' cxx11_attributes            { $$ = pa_dtor_apply(P, $1, DF_ARRAY, NULL); }
    | noptr_declarator '[' constant_expression ']' cxx11_attributes { pa_array_bound(P, $3); $$ = pa_dtor_apply(P, $1, DF_ARRAY, NULL); }
    | '(' ptr_declarator ')'                               { $$ = $2; }
    | '(' gnu_attribute ptr_declarator ')'                 { $$ = $3; }
    ;

ptr_operator
    : '*' cv_qualifier_seq_opt
    | '&'                               %prec PREFER_SHIFT
    | "&&"                              %prec PREFER_SHIFT
    | '&' RESTRICT                      /* GNU: int& __restrict__ r */
    | "&&" RESTRICT
    | nested_name_specifier '*' cv_qualifier_seq_opt
    ;

cv_qualifier_seq_opt
    : %empty                              %prec PREFER_SHIFT
    | cv_qualifier_seq_opt cv_qualifier
    | cv_qualifier_seq_opt gnu_attribute
    | cv_qualifier_seq_opt cxx11_attribute
    ;

declarator_id
    : id_expression_declarator                                 { $$ = pa_dtor(P, $1); }
    | ELLIPSIS id_expression_declarator                        { $$ = pa_dtor(P, $2); }
    ;

id_expression_declarator
    : unqualified_id_decl                                      { $$ = $1; }
    | nested_name_specifier unqualified_id_decl                { $$ = pa_dname_qualify(P, $2, $1); }
    ;

unqualified_id_decl
    : declarator_name_token          %prec PREFER_SHIFT        { $$ = pa_dname(P, $1, DN_NAME); }
    | value_template_id                                        { $$ = pa_dname(P, @1.first, DN_TEMPLATE_ID); }
    | dep_template_id                                          { $$ = pa_dname(P, @1.first, DN_TEMPLATE_ID); }
    | operator_function_id                                     { $$ = pa_dname(P, @1.first, DN_OPERATOR); }
    | conversion_function_id                                   { $$ = pa_conversion_dname(P, @1.first); }
    | literal_operator_id                                      { $$ = pa_literal_operator_dname(P, @1.first); }
    ;

/* a declared name: new (IDENTIFIER) or one that hides or redeclares a
   visible name (a typedef of the same name as its struct, a function
   template's name, a member named like a class template outside) */
declarator_name_token
    : IDENTIFIER %prec PREFER_SHIFT | TYPE_NAME %prec PREFER_SHIFT
    | VALUE_TEMPLATE_NAME %prec PREFER_SHIFT | TYPE_TEMPLATE_NAME %prec PREFER_SHIFT
    | NAMESPACE_NAME %prec PREFER_SHIFT | CONCEPT_NAME %prec PREFER_SHIFT
    ;

/* constructors, destructors, conversion functions (the declarator of a
   declaration without type specifiers) */
special_declarator
    : special_id parameters_and_qualifiers                        { $$ = pa_dtor_apply(P, pa_dtor(P, $1), DF_FUNCTION, $2); }
    | '(' special_id ')' parameters_and_qualifiers                { $$ = pa_dtor_apply(P, pa_dtor(P, $2), DF_FUNCTION, $4); }
    | special_id parameters_and_qualifiers trailing_return_type   { $$ = pa_dtor_apply(P, pa_dtor(P, $1), DF_FUNCTION, $2); }
    ;

special_id
    : CTOR_NAME                                                { $$ = pa_dname(P, $1, DN_CTOR); }
    | CTOR_NAME '<' template_argument_list TEMPLATE_CLOSE      { $$ = pa_dname(P, $1, DN_CTOR); }
    | nested_name_specifier CTOR_NAME                          { $$ = pa_dname_qualify(P, pa_dname(P, $2, DN_CTOR), $1); }
    | '~' class_name_token                                     { $$ = pa_dname(P, $2, DN_DTOR); }
    | nested_name_specifier '~' class_name_token               { $$ = pa_dname_qualify(P, pa_dname(P, $3, DN_DTOR), $1); }
    | '~' type_template_id                                     { $$ = pa_dname(P, @2.first, DN_DTOR); }
    | conversion_function_id                                   { $$ = pa_conversion_dname(P, @1.first); }
    | nested_name_specifier conversion_function_id             { $$ = pa_dname_qualify(P, pa_conversion_dname(P, @2.first), $1); }
    ;

parameters_and_qualifiers
    : '(' parameter_declaration_clause ')' function_qualifiers     { $$ = $2; }
    ;

/* cv, ref, exception specification and [[attributes]] after the parameters */
function_qualifiers
    : %empty
    | function_qualifiers cv_qualifier
    | function_qualifiers '&'
    | function_qualifiers "&&"
    | function_qualifiers NOEXCEPT
    | function_qualifiers NOEXCEPT_LP '(' constant_expression ')'
    | function_qualifiers THROW '(' ')'
    | function_qualifiers THROW '(' type_id_list ')'
    | function_qualifiers cxx11_attributes
    ;

type_id_list
    : type_id
    | type_id ELLIPSIS
    | type_id_list ',' type_id
    | type_id_list ',' type_id ELLIPSIS
    ;

trailing_return_type
    : "->" type_id
    ;

/* the parameters' names are visible in what follows the list (noexcept,
   trailing return types, requires-expressions, lambda bodies): pa_proto */
parameter_declaration_clause
    : %empty                                           { $$ = NULL; }
    | ELLIPSIS                                         { $$ = NULL; }
    | parameter_declaration_list          %dprec 2     { $$ = pa_proto(P, $1); }
    | parameter_declaration_list ELLIPSIS %dprec 1     { $$ = pa_proto(P, $1); }   /* `T...` is a pack when it can be */
    | parameter_declaration_list ',' ELLIPSIS          { $$ = pa_proto(P, $1); }
    ;

parameter_declaration_list
    : parameter_declaration                            { $$ = pa_plist_add(P, NULL, $1); }
    | parameter_declaration_list ',' parameter_declaration { $$ = pa_plist_add(P, $1, $3); }
    ;

/* `int __attribute__((unused))`: the attributes end the specifiers as
   well as follow them; either reading declares the same parameter */
parameter_declaration
    : param_head                                   %dprec 2 { $$ = $1; }
    | param_head '=' initializer_clause            %dprec 2 { $$ = $1; }
    | param_head gnu_attributes                    %dprec 1 { $$ = $1; }
    | param_head gnu_attributes '=' initializer_clause %dprec 1 { $$ = $1; }
    ;

gnu_attributes
    : gnu_attribute
    | gnu_attributes gnu_attribute
    ;

/* the parameter's decl-specifiers were pushed; pop them here */
param_head
    : decl_specifier_seq                            %prec PREFER_SHIFT { $$ = pa_param(P, NULL); }
    | decl_specifier_seq declarator                 %dprec 2 { $$ = pa_param(P, $2); }
    | decl_specifier_seq abstract_declarator        %dprec 1 { $$ = pa_param(P, NULL); }
    | decl_specifier_seq abstract_pack_declarator   %dprec 1 { $$ = pa_param(P, NULL); }
    | THIS decl_specifier_seq                       { $$ = pa_param(P, NULL); }
    | THIS decl_specifier_seq declarator            { $$ = pa_param(P, $3); }
    ;

/* packs (`T...`) only in parameter declarations: in template argument
   lists and elsewhere the list rule takes the `...` */
abstract_declarator
    : ptr_abstract_declarator
    | parameters_and_qualifiers trailing_return_type
    | noptr_abstract_declarator parameters_and_qualifiers trailing_return_type
    ;

ptr_abstract_declarator
    : noptr_abstract_declarator
    | ptr_operator
    | ptr_operator ptr_abstract_declarator
    ;

noptr_abstract_declarator
    : parameters_and_qualifiers
    | noptr_abstract_declarator parameters_and_qualifiers
    | '[' ']'
    | '[' expression ']'
    | noptr_abstract_declarator '[' ']'
    | noptr_abstract_declarator '[' expression ']'
    | '(' ptr_abstract_declarator ')'
    ;

abstract_pack_declarator
    : ELLIPSIS
    | ptr_operator abstract_pack_declarator
    | abstract_pack_declarator parameters_and_qualifiers
    | abstract_pack_declarator '[' ']'
    | abstract_pack_declarator '[' expression ']'
    ;

/* value: the class, enum or typedef named, when nothing is derived from it */
type_id
    : type_specifier_seq                          { $$ = $1; }
    | type_specifier_seq abstract_declarator      { $$ = NULL; }
    ;

type_specifier_seq
    : type_and_cv                                 { $$ = $1; }
    | type_prefix type_and_cv                     { $$ = $2; }
    ;

type_prefix
    : cv_qualifier
    | gnu_attribute
    | type_prefix cv_qualifier
    | type_prefix gnu_attribute
    ;

type_and_cv
    : named_type_specifier               %prec PREFER_SHIFT { $$ = $1; }
    | named_type_specifier type_suffix   %prec PREFER_SHIFT { $$ = $1; }
    | builtin_type_seq                   %prec PREFER_SHIFT { $$ = NULL; }
    ;

type_suffix
    : cv_qualifier
    | gnu_attribute
    | type_suffix cv_qualifier
    | type_suffix gnu_attribute
    ;

builtin_type_seq
    : builtin_type_keyword
    | builtin_type_seq builtin_type_keyword
    | builtin_type_seq cv_qualifier
    | builtin_type_seq gnu_attribute
    ;

initializer
    : '=' initializer_clause        { $$ = $2; }
    | CACHED_INIT                   { $$ = NULL; }  /* a default member initializer, parsed when its class is complete */
    | function_initializer_only     { $$ = NULL; }
    | '(' expression_list ')'       { $$ = px_paren_init(P, @$, $2); }
    | braced_init_list
    /* bit-field width: the longest constant-expression ([class.mem]),
       so `: c ? 8 : g = 1` has no initializer */
    | ':' constant_expression                      %dprec 2 { $$ = NULL; }
    | ':' constant_expression '=' initializer_clause   %dprec 1 { $$ = NULL; }  /* C++20 default member initializers */
    | ':' constant_expression braced_init_list     %dprec 1 { $$ = NULL; }
    ;

function_initializer_only
    : '=' DEFAULT
    | '=' DELETE
    | '=' DELETE '(' string_literal_seq ')'
    ;

brace_or_equal_initializer
    : '=' initializer_clause        { $$ = $2; }
    | braced_init_list
    ;

initializer_clause
    : assignment_expression
    | braced_init_list
    ;

initializer_list
    : initializer_clause                                    { $$ = px_list(P, NULL, $1); }
    | initializer_clause ELLIPSIS                           { $$ = px_list(P, NULL, px_pack(P, $1)); }
    | initializer_list ',' initializer_clause               { $$ = px_list(P, $1, $3); }
    | initializer_list ',' initializer_clause ELLIPSIS      { $$ = px_list(P, $1, px_pack(P, $3)); }
    | designator_seq designated_value                       { $$ = px_list(P, NULL, px_designated(P, @1, @2, $2)); }
    | initializer_list ',' designator_seq designated_value  { $$ = px_list(P, $1, px_designated(P, @3, @4, $4)); }
    ;

designator_seq
    : designator
    | designator_seq designator
    ;

designator
    : '.' any_name
    | '[' constant_expression ']'
    | '[' constant_expression ELLIPSIS constant_expression ']'
    ;

designated_value
    : '=' initializer_clause                       { $$ = $2; }
    | braced_init_list
    ;

braced_init_list
    : '{' '}'                             { $$ = px_braced(P, @$, NULL); }
    | '{' initializer_list '}'            { $$ = px_braced(P, @$, $2); }
    | '{' initializer_list ',' '}'        { $$ = px_braced(P, @$, $2); }
    ;

/* ------------------------------------------------------------------ */
/* Functions                                                          */
/* ------------------------------------------------------------------ */

/* The function is declared and its scope (parameters, and the class of a
   qualified name) opened before the body; `= default` and `= delete` are
   initializers of an ordinary declaration. Only constructors (the special
   declarators) take a ctor-initializer, so `int x : 3` never splits. */
function_definition
    : decl_specifier_seq declarator declarator_tail_opt { pa_function_open(P, $2); } function_body
                                                        { pa_function_close(P, @5.first, @5.last); pa_spec_pop(P); }
    | special_declarator declarator_tail_opt { pa_special_open(P, $1, HF_NONE, HF_NONE); } special_function_body
                                                        { pa_function_close(P, @4.first, @4.last); }
    | nontype_specifiers special_declarator declarator_tail_opt { pa_special_open(P, $2, @1.first, @1.last); } special_function_body
                                                        { pa_function_close(P, @5.first, @5.last); }
    ;

/* a function body: the filter hands out its `{` as BODY_LBRACE */
function_body
    : body_compound
    | TRY body_compound handler_seq
    | CACHED_BODY
    ;

body_compound
    : body_lbrace statement_seq_opt '}'
    ;

body_lbrace
    : BODY_LBRACE        { pa_sync_push(P, @1.first); }
    ;

special_function_body
    : ctor_initializer_opt compound_statement_nb      /* CACHED_BODY comes through here */
    | TRY ctor_initializer_opt compound_statement_nb handler_seq
    ;

/* the body of a member function parsed after its class was completed */
function_body_cached
    : ctor_initializer_opt compound_statement_nb
    | TRY ctor_initializer_opt compound_statement_nb handler_seq
    ;

ctor_initializer_opt
    : %empty
    | ':' mem_initializer_list
    ;

mem_initializer_list
    : mem_initializer
    | mem_initializer ELLIPSIS
    | mem_initializer_list ',' mem_initializer
    | mem_initializer_list ',' mem_initializer ELLIPSIS
    ;

mem_initializer
    : mem_initializer_id '(' ')'                  { pa_mem_initializer(P, @1.first, @1.last, NULL, false); }
    | mem_initializer_id '(' expression_list ')'  { pa_mem_initializer(P, @1.first, @1.last, $3, false); }
    | mem_initializer_id braced_init_list         { pa_mem_initializer(P, @1.first, @1.last, $2, true); }
    ;

mem_initializer_id
    : IDENTIFIER
    | TYPE_NAME
    | TYPE_TEMPLATE_NAME
    | type_template_id
    | nested_name_specifier IDENTIFIER              %prec PREFER_SHIFT
    | nested_name_specifier TYPE_NAME               %prec PREFER_SHIFT
    | nested_name_specifier TYPE_TEMPLATE_NAME      %prec PREFER_SHIFT
    | nested_name_specifier type_template_id        %prec PREFER_SHIFT
    | nested_name_specifier TEMPLATE dep_template_id %prec PREFER_SHIFT
    | decltype_specifier
    ;

deduction_guide
    : TYPE_TEMPLATE_NAME '(' parameter_declaration_clause ')' "->" simple_named_type ';'
    | nontype_specifiers TYPE_TEMPLATE_NAME '(' parameter_declaration_clause ')' "->" simple_named_type ';'
    ;

/* ------------------------------------------------------------------ */
/* Classes                                                            */
/* ------------------------------------------------------------------ */

class_specifier
    : class_head lbrace '}'                          { $$ = pa_class_close(P); }
    | class_head lbrace member_specification '}'     { $$ = pa_class_close(P); }
    ;

/* the class is declared at its name (bases may follow) and its scope is
   entered before the `{` is passed */
/* The class is declared and its scope entered when the head is complete,
   before the `{` is passed. The name is shifted as a token here (not
   reduced to a head-name first), so after `struct S` a `:` is a base clause
   by a shift and never meets the elaborated `struct S` of a bit-field. */
class_head
    : class_key class_name_token class_head_tail                 { $$ = pa_class_head(P, $1, $2, NULL, 0, $3); }
    | class_key nested_name_specifier class_name_token class_head_tail { $$ = pa_class_head(P, $1, $3, $2, 1, $4); }
    | class_key type_template_id class_head_tail                 { $$ = pa_class_head(P, $1, @2.first, NULL, 2, $3); }
    | class_key nested_name_specifier type_template_id class_head_tail { $$ = pa_class_head(P, $1, @3.first, $2, 3, $4); }
    | class_key attribute_specifier_seq class_name_token class_head_tail { $$ = pa_class_head(P, $1, $3, NULL, 0, $4); }
    | class_key attribute_specifier_seq nested_name_specifier class_name_token class_head_tail
                                                                 { $$ = pa_class_head(P, $1, $4, $3, 1, $5); }
    | class_key attribute_specifier_seq type_template_id class_head_tail { $$ = pa_class_head(P, $1, @3.first, NULL, 2, $4); }
    | class_key class_head_tail                                  { $$ = pa_unnamed_class_head(P, $1, @1.first, $2); }
    | class_key attribute_specifier_seq class_head_tail          { $$ = pa_unnamed_class_head(P, $1, @1.first, $3); }
    ;

/* final, and the base clause */
class_head_tail
    : %empty                                      { $$ = NULL; }
    | VIRT_SPECIFIER                              { $$ = NULL; }
    | ':' base_specifier_list                     { $$ = $2; }
    | VIRT_SPECIFIER ':' base_specifier_list      { $$ = $3; }
    ;

base_specifier_list
    : base_specifier                                  { $$ = pa_base(P, NULL, $1, @1.first, @1.last); }
    | base_specifier ELLIPSIS                         { $$ = pa_base(P, NULL, $1, @1.first, @1.last); }
    | base_specifier_list ',' base_specifier          { $$ = pa_base(P, $1, $3, @3.first, @3.last); }
    | base_specifier_list ',' base_specifier ELLIPSIS { $$ = pa_base(P, $1, $3, @3.first, @3.last); }
    ;

base_specifier
    : base_type                                          { $$ = $<ent>1; }
    | base_prefix base_type                              { $$ = $<ent>2; }
    ;

base_prefix
    : VIRTUAL
    | access_specifier
    | cxx11_attributes
    | base_prefix VIRTUAL
    | base_prefix access_specifier
    ;

base_type
    : simple_named_type          { $<ent>$ = $1; }
    | nested_name_specifier IDENTIFIER %prec PREFER_SHIFT { $<ent>$ = NULL; }   /* member of a dependent base */
    | nested_name_specifier TEMPLATE dep_template_id      { $<ent>$ = NULL; }
    | decltype_specifier         { $<ent>$ = pa_decltype_class(P, @1.first, @1.last); }
    | typename_specifier         { $<ent>$ = NULL; }
    ;

access_specifier
    : PRIVATE | PROTECTED | PUBLIC
    ;

member_specification
    : member_declaration
    | member_specification member_declaration
    | error RECOVER                                  { pa_recover(P, @1.first); yyerrok; }
    | member_specification error RECOVER             { pa_recover(P, @2.first); yyerrok; }
    ;

member_declaration
    : access_specifier ':'                           { pa_access_specifier(P, @1.first); }
    | simple_declaration
    | special_member_declaration
    | function_definition
    | using_declaration
    | using_enum_declaration
    | static_assert_declaration
    | template_declaration
    | explicit_specialization
    | deduction_guide
    | alias_declaration
    | opaque_enum_declaration
    | ';'
    | EXTENSION member_declaration
    ;

/* ------------------------------------------------------------------ */
/* Enumerations                                                       */
/* ------------------------------------------------------------------ */

enum_specifier
    : enum_head lbrace { pa_enum_open(P, $1, @2.first); } enum_body '}'            { $$ = pa_enum_close(P); }
    | ENUM class_name_token '{' { pa_enum_open(P, pa_enum_head(P, 0, $2, NULL), @3.first); } enum_body '}'
                                                                      { $$ = pa_enum_close(P); }
    | ENUM nested_name_specifier class_name_token '{' { pa_enum_open(P, pa_enum_head(P, 0, $3, $2), @4.first); } enum_body '}'
                                                                      { $$ = pa_enum_close(P); }
    ;

enum_body
    : %empty
    | enumerator_list
    | enumerator_list ','
    ;

/* every enum head but `enum E` / `enum N::E` without a base, which are
   elaborated type specifiers unless a `{` follows (enum_specifier above) */
enum_head
    : ENUM                                                   { $$ = pa_enum_head(P, 0, 0, NULL); }
    | ENUM ':' type_specifier_seq                            { $$ = pa_enum_head(P, 0, 0, NULL); }
    | ENUM attribute_specifier_seq                           { $$ = pa_enum_head(P, 0, 0, NULL); }
    | ENUM class_name_token ':' type_specifier_seq           { $$ = pa_enum_head(P, 0, $2, NULL); }
    | ENUM nested_name_specifier class_name_token ':' type_specifier_seq { $$ = pa_enum_head(P, 0, $3, $2); }
    | ENUM attribute_specifier_seq class_name_token          { $$ = pa_enum_head(P, 0, $3, NULL); }
    | ENUM attribute_specifier_seq class_name_token ':' type_specifier_seq { $$ = pa_enum_head(P, 0, $3, NULL); }
    | ENUM scoped_key class_name_token                       { $$ = pa_enum_head(P, 1, $3, NULL); }
    | ENUM scoped_key class_name_token ':' type_specifier_seq { $$ = pa_enum_head(P, 1, $3, NULL); }
    | ENUM scoped_key nested_name_specifier class_name_token { $$ = pa_enum_head(P, 1, $4, $3); }
    | ENUM scoped_key nested_name_specifier class_name_token ':' type_specifier_seq { $$ = pa_enum_head(P, 1, $4, $3); }
    | ENUM scoped_key attribute_specifier_seq class_name_token { $$ = pa_enum_head(P, 1, $4, NULL); }
    | ENUM scoped_key attribute_specifier_seq class_name_token ':' type_specifier_seq { $$ = pa_enum_head(P, 1, $4, NULL); }
    ;

scoped_key
    : CLASS
    | STRUCT
    ;

opaque_enum_declaration
    : enum_head ';'
    ;

enumerator_list
    : enumerator_definition
    | enumerator_list ',' enumerator_definition
    ;

enumerator_definition
    : any_name                                           { pa_enumerator(P, $1, 0, 0); }
    | any_name '=' constant_expression                   { pa_enumerator(P, $1, @3.first, @3.last + 1); }
    | any_name attribute_specifier_seq                   { pa_enumerator(P, $1, 0, 0); }
    | any_name attribute_specifier_seq '=' constant_expression { pa_enumerator(P, $1, @4.first, @4.last + 1); }
    ;

/* ------------------------------------------------------------------ */
/* Templates                                                          */
/* ------------------------------------------------------------------ */

/* `template<class T> A<T>::A() = default;` is both a declaration (at
   namespace scope) and a special member declaration: the same parse */
template_declaration
    : template_head declaration                              %dprec 2 { pa_template_close(P); }
    | template_head concept_definition                       { pa_template_close(P); }
    | template_head special_member_declaration               %dprec 1 { pa_template_close(P); }
    ;

template_head
    : TEMPLATE '<' template_open template_parameter_list TEMPLATE_CLOSE                  { pa_template_params(P, @2.first, @5.first); }
    | TEMPLATE '<' template_open template_parameter_list TEMPLATE_CLOSE requires_clause  { pa_template_params(P, @2.first, @5.first); }
    ;

template_open
    : %empty              { pa_template_open(P); }
    ;

template_parameter_list
    : template_parameter
    | template_parameter_list ',' template_parameter
    ;

template_parameter
    : type_parameter
    | parameter_declaration                                     { pa_value_param(P, $1); }
    ;

type_parameter
    : type_parameter_key                                                { pa_type_param(P, 0, 0); }
    | type_parameter_key ELLIPSIS                                       { pa_type_param(P, 0, 0); }
    | type_parameter_key any_name                                       { pa_type_param(P, $2, 0); }
    | type_parameter_key ELLIPSIS any_name                              { pa_type_param(P, $3, 0); }
    | type_parameter_key '=' type_id                                    { pa_type_param(P, 0, 0); }
    | type_parameter_key any_name '=' type_id                           { pa_type_param(P, $2, 0); }
    | type_constraint any_name                                          { pa_type_param(P, $2, 0); }
    | type_constraint ELLIPSIS any_name                                 { pa_type_param(P, $3, 0); }
    | type_constraint any_name '=' type_id                              { pa_type_param(P, $2, 0); }
    | type_constraint                                                   { pa_type_param(P, 0, 0); }
    | type_constraint ELLIPSIS                                          { pa_type_param(P, 0, 0); }
    | template_template_head type_parameter_key                         { pa_type_param(P, 0, 1); }
    | template_template_head type_parameter_key ELLIPSIS                { pa_type_param(P, 0, 1); }
    | template_template_head type_parameter_key any_name                { pa_type_param(P, $3, 1); }
    | template_template_head type_parameter_key ELLIPSIS any_name       { pa_type_param(P, $4, 1); }
    | template_template_head type_parameter_key any_name '=' template_template_default { pa_type_param(P, $3, 1); }
    | template_template_head type_parameter_key '=' template_template_default       { pa_type_param(P, 0, 1); }
    ;

/* the default of a template template parameter: a class or alias template */
template_template_default
    : id_expression
    | TYPE_TEMPLATE_NAME                              %prec PREFER_SHIFT
    | nested_name_specifier TYPE_TEMPLATE_NAME        %prec PREFER_SHIFT
    ;

template_template_head
    : TEMPLATE '<' template_open template_parameter_list TEMPLATE_CLOSE   { pa_template_close(P); }
    ;

type_parameter_key
    : TYPE_PARAM_KEY
    ;

type_constraint
    : CONCEPT_NAME                                   %prec PREFER_SHIFT
    | nested_name_specifier CONCEPT_NAME             %prec PREFER_SHIFT
    | concept_id
    | nested_name_specifier concept_id
    ;

concept_definition
    : CONCEPT any_name '=' constraint_expression ';'           { pa_concept(P, $2); }
    ;

requires_clause
    : REQUIRES constraint_logical_or_expression
    ;

constraint_expression
    : logical_or_expression
    ;

constraint_logical_or_expression
    : primary_expression
    | constraint_logical_or_expression "||" primary_expression
    | constraint_logical_or_expression "&&" primary_expression
    ;

template_argument_list
    : template_argument
    | template_argument ELLIPSIS
    | template_argument_list ',' template_argument
    | template_argument_list ',' template_argument ELLIPSIS
    ;

template_argument
    : type_id                 %dprec 2
    | constant_expression     %dprec 1
    ;

explicit_instantiation
    : EXTERN TEMPLATE declaration
    | TEMPLATE declaration
    ;

explicit_specialization
    : TEMPLATE '<' TEMPLATE_CLOSE explicit_specialization_open declaration   %dprec 2 { pa_template_close(P); }
    | TEMPLATE '<' TEMPLATE_CLOSE explicit_specialization_open special_member_declaration   %dprec 1 { pa_template_close(P); }
    ;

explicit_specialization_open
    : %empty              { pa_template_open(P); pa_template_params(P, 0, 0); }
    ;

/* ------------------------------------------------------------------ */
/* Attributes                                                         */
/* ------------------------------------------------------------------ */

attribute_specifier_seq_opt
    : %empty
    | attribute_specifier_seq
    ;

attribute_specifier_seq
    : attribute_specifier
    | attribute_specifier_seq attribute_specifier
    ;

attribute_specifier
    : cxx11_attribute
    | alignment_specifier
    | gnu_attribute
    ;

cxx11_attributes
    : cxx11_attribute
    | cxx11_attributes cxx11_attribute
    ;

cxx11_attribute
    : ATTR_OPEN attribute_list ATTR_CLOSE
    | ATTR_OPEN USING any_name ':' attribute_list ATTR_CLOSE
    ;

alignment_specifier
    : ALIGNAS '(' type_id ')'                           %dprec 2
    | ALIGNAS '(' type_id ELLIPSIS ')'                  %dprec 2
    | ALIGNAS '(' constant_expression ')'               %dprec 1
    | ALIGNAS '(' constant_expression ELLIPSIS ')'      %dprec 1
    ;

attribute_list
    : attribute_opt
    | attribute_list ',' attribute_opt
    ;

attribute_opt
    : %empty
    | attribute
    | attribute ELLIPSIS
    ;

attribute
    : attribute_token
    | attribute_token '(' balanced_opt ')'
    ;

attribute_token
    : attr_word
    | attr_word "::" attr_word
    ;

/* attribute names may be keywords (const, noreturn, ...) */
attr_word
    : any_name | CONST | VOLATILE | INLINE | STATIC | EXTERN | RESTRICT | NOEXCEPT
    | THREAD_LOCAL | DEFAULT | DELETE | USING | TYPENAME | CLASS | STRUCT | INT | CHAR | VOID
    | NV_ATTRIBUTE_MACRO
    ;

gnu_attribute
    : ATTRIBUTE '(' '(' gnu_attribute_list ')' ')'
    | NV_ATTRIBUTE_MACRO                 /* __noinline__: __attribute__((__noinline__)) */
    ;

gnu_attribute_list
    : gnu_attribute_opt
    | gnu_attribute_list ',' gnu_attribute_opt
    ;

gnu_attribute_opt
    : %empty
    | attr_word                                     { pa_gnu_attribute(P, @1.first, 0); }
    | attr_word '(' balanced_opt ')'                { pa_gnu_attribute(P, @1.first, 1); }
    ;

/* token soup with balanced brackets: attribute arguments and __declspec */
balanced_opt
    : %empty
    | balanced_opt balanced_item
    ;

balanced_item
    : '(' balanced_opt ')'
    | FOLD_LPAREN balanced_opt ')'
    | '[' balanced_opt ']'
    | '{' balanced_opt '}'
    | balanced_token
    ;

balanced_token
    : any_name | INTEGER_LITERAL | FLOATING_LITERAL | CHAR_LITERAL | STRING_LITERAL | USER_LITERAL
    | ',' | ':' | "::" | '.' | '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '~' | '!'
    | '=' | '<' | '>' | TEMPLATE_CLOSE | SHR | "<<" | "&&" | "||" | "==" | "!=" | "<=" | ">=" | '?'
    | "->" | "..." | ';'
    | CONST | VOLATILE | INLINE | STATIC | EXTERN | RESTRICT | INT | CHAR | VOID | LONG | SHORT
    | UNSIGNED | SIGNED | FLOAT | DOUBLE | BOOL | SIZEOF | ALIGNOF | TRUE | FALSE | NULLPTR
    | DEFAULT | DELETE | CLASS | STRUCT | UNION | ENUM | TYPENAME | TEMPLATE | THIS | NOEXCEPT | NOEXCEPT_LP
    | DECLTYPE | OPERATOR | NEW | RETURN | IF | ELSE | AUTO | FRIEND | NAMESPACE | USING
    ;

/* ------------------------------------------------------------------ */
/* Statements                                                         */
/* ------------------------------------------------------------------ */

statement
    : statement_noattr                      %dprec 1
    | cxx11_attributes statement_noattr     %dprec 1
    | declaration_statement                 %dprec 2
    | EXTENSION declaration_statement       %dprec 2
    ;

statement_noattr
    : labeled_statement
    | expression_statement
    | compound_statement
    | selection_statement
    | iteration_statement
    | jump_statement
    | try_block
    ;

labeled_statement
    : IDENTIFIER ':' statement
    | CASE constant_expression ':' statement
    | CASE constant_expression ELLIPSIS constant_expression ':' statement
    | DEFAULT ':' statement
    ;

expression_statement
    : ';'
    | expression ';'                    { pa_full_expression(P, $1, FE_DISCARDED, NULL); }
    ;

compound_statement
    : lbrace block_open statement_seq_opt '}'          { pa_block_close(P); }
    ;

/* a body whose scope is the function's or the lambda's */
compound_statement_nb
    : lbrace statement_seq_opt '}'
    | CACHED_BODY                       /* a lambda's, inside a class */
    ;

/* statement braces: also after `if (...)`, `[] ()`, where the filter says BODY */
lbrace
    : '{'                { pa_sync_push(P, @1.first); }
    | BODY_LBRACE        { pa_sync_push(P, @1.first); }
    ;

block_open
    : %empty         { pa_block_open(P); pa_sync_push(P, @$.first); }
    ;

statement_seq_opt
    : %empty
    | statement_seq_opt statement
    | statement_seq_opt error RECOVER                { pa_recover(P, @2.first); yyerrok; }
    | statement_seq_opt LABEL identifier_list ';'
    ;

/* `if constexpr`: one branch is discarded, and the reference checks no
   CUDA calls in either (which one is not known without constant evaluation) */
constexpr_if
    : IF CONSTEXPR                      { pa_constexpr_if_open(P); }
    ;

selection_statement
    : IF '(' cond_open condition ')' statement %prec LOWER_THAN_ELSE                        { pa_block_close(P); }
    | IF '(' cond_open condition ')' statement ELSE statement                               { pa_block_close(P); }
    | IF '(' cond_open init_statement condition ')' statement %prec LOWER_THAN_ELSE         { pa_block_close(P); }
    | IF '(' cond_open init_statement condition ')' statement ELSE statement                { pa_block_close(P); }
    | constexpr_if '(' cond_open condition ')' statement %prec LOWER_THAN_ELSE              { pa_constexpr_if_close(P); pa_block_close(P); }
    | constexpr_if '(' cond_open condition ')' statement ELSE statement                     { pa_constexpr_if_close(P); pa_block_close(P); }
    | constexpr_if '(' cond_open init_statement condition ')' statement %prec LOWER_THAN_ELSE { pa_constexpr_if_close(P); pa_block_close(P); }
    | constexpr_if '(' cond_open init_statement condition ')' statement ELSE statement      { pa_constexpr_if_close(P); pa_block_close(P); }
    | IF '!' CONSTEVAL compound_statement %prec LOWER_THAN_ELSE
    | IF '!' CONSTEVAL compound_statement ELSE statement
    | IF CONSTEVAL compound_statement %prec LOWER_THAN_ELSE
    | IF CONSTEVAL compound_statement ELSE statement
    | SWITCH '(' cond_open condition ')' statement                               { pa_block_close(P); }
    | SWITCH '(' cond_open init_statement condition ')' statement                { pa_block_close(P); }
    ;

cond_open
    : %empty         { pa_block_open(P); }
    ;

condition
    : expression                                                             %dprec 1 { pa_full_expression(P, $1, FE_VALUE, NULL); }
    | decl_specifier_seq declarator brace_or_equal_initializer                %dprec 2 { pa_declared(P, $2, 1, @3.first, @3.last); pa_spec_pop(P);
                                                                                         pa_full_expression(P, $3, FE_INIT, $2); }
    | decl_specifier_seq ref_qualifier_opt '[' identifier_list ']' brace_or_equal_initializer %dprec 2 { pa_bindings(P, @3.first, @5.first); pa_full_expression(P, $6, FE_BINDING, NULL); pa_spec_pop(P); }
    ;

init_statement
    : expression_statement                  %dprec 1
    | simple_declaration                    %dprec 2
    | alias_declaration
    ;

iteration_statement
    : WHILE '(' cond_open condition ')' statement                              { pa_block_close(P); }
    | DO statement WHILE '(' expression ')' ';'                               { pa_full_expression(P, $5, FE_VALUE, NULL); }
    | FOR '(' cond_open init_statement ';' ')' statement                       { pa_block_close(P); }
    | FOR '(' cond_open init_statement ';' for_increment ')' statement            { pa_block_close(P); }
    | FOR '(' cond_open init_statement condition ';' ')' statement             { pa_block_close(P); }
    | FOR '(' cond_open init_statement condition ';' for_increment ')' statement  { pa_block_close(P); }
    | FOR '(' cond_open for_range_declaration ':' for_range_initializer ')' statement { pa_block_close(P); }
    | FOR '(' cond_open init_statement for_range_declaration ':' for_range_initializer ')' statement { pa_block_close(P); }
    ;

for_range_declaration
    : decl_specifier_seq declarator                                          { pa_for_range_declared(P, $2); pa_spec_pop(P); }
    | decl_specifier_seq ref_qualifier_opt '[' identifier_list ']'              { pa_bindings(P, @3.first, @5.first); pa_spec_pop(P); }
    ;

/* a for's increment: a full-expression of its own, checked before the body */
for_increment
    : expression                        { pa_full_expression(P, $1, FE_DISCARDED, NULL); }
    ;

for_range_initializer
    : expression                        { pa_full_expression(P, $1, FE_RANGE, NULL); }
    | braced_init_list                  { pa_full_expression(P, $1, FE_DISCARDED, NULL); }
    ;

jump_statement
    : BREAK ';'
    | CONTINUE ';'
    | RETURN ';'
    | RETURN expression ';'              { pa_full_expression(P, $2, FE_RETURN, NULL); }
    | RETURN braced_init_list ';'        { pa_full_expression(P, $2, FE_RETURN, NULL); }
    | CO_RETURN ';'
    | CO_RETURN expression ';'
    | CO_RETURN braced_init_list ';'
    | GOTO any_name ';'
    | GOTO '*' expression ';'
    ;

declaration_statement
    : block_declaration
    ;

try_block
    : TRY compound_statement handler_seq
    ;

handler_seq
    : handler
    | handler_seq handler
    ;

handler
    : CATCH '(' cond_open exception_declaration ')' compound_statement   { pa_block_close(P); }
    ;

exception_declaration
    : type_specifier_seq declarator                  { pa_declared_variable(P, $2); }
    | type_specifier_seq abstract_declarator
    | type_specifier_seq
    | cxx11_attributes type_specifier_seq declarator { pa_declared_variable(P, $3); }
    | cxx11_attributes type_specifier_seq abstract_declarator
    | cxx11_attributes type_specifier_seq
    | ELLIPSIS
    ;

/* ------------------------------------------------------------------ */
/* Expressions                                                        */
/* ------------------------------------------------------------------ */

/* Each rule builds its node (src/parser/expr_build.c: px_*); the
   full-expression hooks (pa_full_expression) hand finished trees to sema. */

expression
    : assignment_expression
    | expression ',' assignment_expression          { $$ = px_binary(P, EX_COMMA, @2.first, $1, $3); }
    ;

constant_expression
    : conditional_expression
    ;

assignment_expression
    : conditional_expression
    | yield_expression
    | throw_expression
    | logical_or_expression assignment_operator initializer_clause
                                                    { $$ = px_binary(P, EX_ASSIGN, @2.first, $1, $3); }
    ;

assignment_operator
    : '=' | "*=" | "/=" | "%=" | "+=" | "-=" | SHR_ASSIGN | "<<=" | "&=" | "^=" | "|="
    ;

yield_expression
    : CO_YIELD assignment_expression                { $$ = px_opaque(P, @$); }
    | CO_YIELD braced_init_list                     { $$ = px_opaque(P, @$); }
    ;

throw_expression
    : THROW                                         { $$ = px_node(P, EX_THROW, @$, NULL, NULL, NULL); }
    | THROW assignment_expression                   { $$ = px_node(P, EX_THROW, @$, $2, NULL, NULL); }
    ;

conditional_expression
    : logical_or_expression
    | logical_or_expression '?' expression ':' assignment_expression
                                                    { $$ = px_conditional(P, @2.first, $1, $3, $5); }
    | logical_or_expression '?' ':' assignment_expression          /* GNU */
                                                    { $$ = px_opaque(P, @$); }
    ;

logical_or_expression
    : logical_and_expression
    | logical_or_expression "||" logical_and_expression       { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

logical_and_expression
    : inclusive_or_expression
    | logical_and_expression "&&" inclusive_or_expression     { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

inclusive_or_expression
    : exclusive_or_expression
    | inclusive_or_expression '|' exclusive_or_expression     { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

exclusive_or_expression
    : and_expression
    | exclusive_or_expression '^' and_expression              { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

and_expression
    : equality_expression
    | and_expression '&' equality_expression                  { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

equality_expression
    : relational_expression
    | equality_expression "==" relational_expression          { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | equality_expression "!=" relational_expression          { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

relational_expression
    : compare_expression
    | relational_expression '<' compare_expression            { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | relational_expression '>' compare_expression            { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | relational_expression "<=" compare_expression           { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | relational_expression ">=" compare_expression           { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

compare_expression
    : shift_expression
    | compare_expression "<=>" shift_expression               { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

shift_expression
    : additive_expression
    | shift_expression "<<" additive_expression               { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | shift_expression SHR additive_expression                { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

additive_expression
    : multiplicative_expression
    | additive_expression '+' multiplicative_expression       { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | additive_expression '-' multiplicative_expression       { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

multiplicative_expression
    : pm_expression
    | multiplicative_expression '*' pm_expression             { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | multiplicative_expression '/' pm_expression             { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | multiplicative_expression '%' pm_expression             { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

pm_expression
    : cast_expression
    | pm_expression ".*" cast_expression                      { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    | pm_expression "->*" cast_expression                     { $$ = px_binary(P, EX_BINARY, @2.first, $1, $3); }
    ;

cast_expression
    : unary_expression                             %dprec 1
    | '(' type_id ')' cast_expression              %dprec 2 { $$ = px_cast(P, @$, @2, $4); }
    ;

unary_expression
    : postfix_expression
    | "++" cast_expression                         { $$ = px_unary(P, EX_UNARY, @1.first, $2); }
    | "--" cast_expression                         { $$ = px_unary(P, EX_UNARY, @1.first, $2); }
    | unary_operator cast_expression               { $$ = px_unary(P, EX_UNARY, @1.first, $2); }
    | SIZEOF unary_expression                      %dprec 1 { $$ = px_node(P, EX_SIZEOF_EXPR, @$, $2, NULL, NULL); }
    | SIZEOF '(' type_id ')'                       %dprec 2 { $$ = px_typed(P, EX_SIZEOF_TYPE, @$, @3); }
    | SIZEOF ELLIPSIS '(' any_name ')'             { $$ = px_opaque(P, @$); }
    | ALIGNOF '(' type_id ')'                      %dprec 2 { $$ = px_typed(P, EX_ALIGNOF_TYPE, @$, @3); }
    | ALIGNOF unary_expression                     %dprec 1 { $$ = px_opaque(P, @$); }
    | NOEXCEPT_LP '(' expression ')'               { $$ = px_opaque(P, @$); }
    | CO_AWAIT cast_expression                     { $$ = px_opaque(P, @$); }
    | EXTENSION cast_expression                    { $$ = $2; }
    | REAL cast_expression                         { $$ = px_opaque(P, @$); }
    | IMAG cast_expression                         { $$ = px_opaque(P, @$); }
    | "&&" IDENTIFIER                              { $$ = px_opaque(P, @$); }   /* GNU address of label */
    | new_expression
    | delete_expression
    ;

unary_operator
    : '*' | '&' | '+' | '-' | '!' | '~'
    ;

new_expression
    : NEW new_rest                                 { $$ = px_new_span(P, @$, $2); }
    | "::" NEW new_rest                            { $$ = px_new_span(P, @$, $3); }
    ;

new_rest
    : new_type_id new_initializer_opt              { $$ = px_new(P, @1, $2); }
    | '(' expression_list ')' new_type_id new_initializer_opt { $$ = px_new(P, @4, $5); }
    | '(' type_id ')' new_initializer_opt          { $$ = px_new(P, @2, $4); }
    | '(' expression_list ')' '(' type_id ')' new_initializer_opt { $$ = px_new(P, @5, $7); }
    ;

new_type_id
    : type_specifier_seq                 %prec PREFER_SHIFT
    | type_specifier_seq new_declarator
    ;

new_declarator
    : ptr_operator                       %prec PREFER_SHIFT
    | ptr_operator new_declarator
    | noptr_new_declarator
    ;

noptr_new_declarator
    : '[' expression ']'                                   { pa_array_bound(P, $2); }
    | '[' ']'
    | noptr_new_declarator '[' constant_expression ']'     { pa_array_bound(P, $3); }
    ;

new_initializer_opt
    : %empty                                       { $$ = NULL; }
    | '(' ')'                                      { $$ = px_paren_init(P, @$, NULL); }
    | '(' expression_list ')'                      { $$ = px_paren_init(P, @$, $2); }
    | braced_init_list                             { $$ = $1; }
    ;

delete_expression
    : DELETE cast_expression                       { $$ = px_node(P, EX_DELETE, @$, $2, NULL, NULL); }
    | DELETE '[' ']' cast_expression               { $$ = px_node(P, EX_DELETE, @$, $4, NULL, NULL); }
    | "::" DELETE cast_expression                  { $$ = px_node(P, EX_DELETE, @$, $3, NULL, NULL); }
    | "::" DELETE '[' ']' cast_expression          { $$ = px_node(P, EX_DELETE, @$, $5, NULL, NULL); }
    ;

postfix_expression
    : primary_expression
    | postfix_expression '[' expression ']'        { $$ = px_binary(P, EX_SUBSCRIPT, @2.first, $1, $3); }
    | postfix_expression '[' braced_init_list ']'  { $$ = px_binary(P, EX_SUBSCRIPT, @2.first, $1, $3); }
    | postfix_expression '(' ')'                   { pa_check_call(P, @1.first, @1.last, @2.first, @3.first);
                                                     $$ = px_call(P, @$, $1, NULL); }
    | postfix_expression '(' expression_list ')'   { pa_check_call(P, @1.first, @1.last, @2.first, @4.first);
                                                     $$ = px_call(P, @$, $1, $3); }
    | postfix_expression LAUNCH_OPEN expression_list LAUNCH_CLOSE '(' ')'
                                                   { pa_launch(P, @1.first, @2.first, @4.last);
                                                     $$ = px_launch(P, @$, $1, $3, @4.first, NULL); }
    | postfix_expression LAUNCH_OPEN expression_list LAUNCH_CLOSE '(' expression_list ')'
                                                   { pa_launch(P, @1.first, @2.first, @4.last);
                                                     $$ = px_launch(P, @$, $1, $3, @4.first, $6); }
    | postfix_expression LAUNCH_OPEN LAUNCH_CLOSE '(' ')'
                                                   { pa_launch(P, @1.first, @2.first, @3.last);
                                                     $$ = px_launch(P, @$, $1, NULL, @3.first, NULL); }
    | postfix_expression LAUNCH_OPEN LAUNCH_CLOSE '(' expression_list ')'
                                                   { pa_launch(P, @1.first, @2.first, @3.last);
                                                     $$ = px_launch(P, @$, $1, NULL, @3.first, $5); }
    | functional_type '(' ')'                      { $$ = px_functional(P, @$, @1, NULL); }
    | functional_type '(' expression_list ')'      { $$ = px_functional(P, @$, @1, $3); }
    | functional_type braced_init_list             { $$ = px_functional(P, @$, @1, $2); }
    | postfix_expression '.' member_id             { pa_check_member_access(P, @1.first, @1.last, @2.first, @3.first);
                                                     $$ = px_member(P, @$, $1, @2.first, @3); }
    | postfix_expression "->" member_id            { pa_check_member_access(P, @1.first, @1.last, @2.first, @3.first);
                                                     $$ = px_member(P, @$, $1, @2.first, @3); }
    | postfix_expression '.' TEMPLATE dep_template_id           { $$ = px_member(P, @$, $1, @2.first, @4); }
    | postfix_expression "->" TEMPLATE dep_template_id          { $$ = px_member(P, @$, $1, @2.first, @4); }
    | postfix_expression '.' TEMPLATE DEP_TEMPLATE_NAME  %prec PREFER_SHIFT  { $$ = px_member(P, @$, $1, @2.first, @4); }
    | postfix_expression "->" TEMPLATE DEP_TEMPLATE_NAME %prec PREFER_SHIFT  { $$ = px_member(P, @$, $1, @2.first, @4); }
    | postfix_expression '.' TEMPLATE operator_function_id      { $$ = px_opaque(P, @$); }
    | postfix_expression "->" TEMPLATE operator_function_id     { $$ = px_opaque(P, @$); }
    | postfix_expression '.' TEMPLATE conversion_function_id    { $$ = px_opaque(P, @$); }
    | postfix_expression "->" TEMPLATE conversion_function_id   { $$ = px_opaque(P, @$); }
    | postfix_expression "++"                      { $$ = px_unary(P, EX_POSTFIX, @2.first, $1); }
    | postfix_expression "--"                      { $$ = px_unary(P, EX_POSTFIX, @2.first, $1); }
    | DYNAMIC_CAST '<' type_id TEMPLATE_CLOSE '(' expression ')'     { $$ = px_cast(P, @$, @3, $6); }
    | STATIC_CAST '<' type_id TEMPLATE_CLOSE '(' expression ')'      { $$ = px_cast(P, @$, @3, $6); }
    | REINTERPRET_CAST '<' type_id TEMPLATE_CLOSE '(' expression ')' { $$ = px_cast(P, @$, @3, $6); }
    | CONST_CAST '<' type_id TEMPLATE_CLOSE '(' expression ')'       { $$ = px_cast(P, @$, @3, $6); }
    | TYPEID '(' expression ')'                                     %dprec 1 { $$ = px_typeid(P, @$, $3); }
    | TYPEID '(' type_id ')'                                        %dprec 2 { $$ = px_typeid(P, @$, NULL); }
    ;

/* types usable as functional casts: T(x), int(x), std::vector<int>{...} */
functional_type
    : simple_named_type
    | builtin_type_keyword
    | decltype_specifier         %prec PREFER_SHIFT
    | typename_specifier
    ;

/* after . and ->: the filter gives members IDENTIFIER, or
   VALUE_TEMPLATE_NAME when a template of that name is visible and `<` follows */
member_id
    : IDENTIFIER
    | VALUE_TEMPLATE_NAME
    | value_template_id
    | '~' class_name_token
    | '~' type_template_id
    | '~' decltype_specifier
    | operator_function_id
    | conversion_function_id
    | nested_name_specifier IDENTIFIER
    | nested_name_specifier VALUE_TEMPLATE_NAME %prec PREFER_SHIFT   /* `this->Base::load(p)`: arguments deduced */
    | nested_name_specifier value_template_id
    | nested_name_specifier TEMPLATE dep_template_id
    | nested_name_specifier TEMPLATE DEP_TEMPLATE_NAME  %prec PREFER_SHIFT    /* `p->B::template d(1)` */
    | nested_name_specifier '~' class_name_token
    | nested_name_specifier '~' type_template_id
    | nested_name_specifier operator_function_id
    | nested_name_specifier conversion_function_id
    | nested_name_specifier TEMPLATE operator_function_id      /* `this->B<T>::template operator W<T>()` */
    | nested_name_specifier TEMPLATE conversion_function_id
    ;

expression_list
    : initializer_list
    ;

primary_expression
    : literal
    | THIS                                         { $$ = px_leaf(P, EX_THIS, @$); }
    | '(' expression ')'                           { $$ = px_node(P, EX_PAREN, @$, $2, NULL, NULL); }
    | '(' compound_statement ')'                   { $$ = px_opaque(P, @$); }   /* GNU statement expression */
    | '(' type_id ')' braced_init_list             { $$ = px_opaque(P, @$); }   /* compound literal (GNU): `(V){1, 2}.x` */
    | id_expression                                { pa_check_id_expression(P, @1.first, @1.last);
                                                     $$ = px_name(P, @1); }
    | lambda_expression
    | fold_expression                              { $$ = px_opaque(P, @$); }
    | requires_expression                          { $$ = px_opaque(P, @$); }
    | TYPE_TRAIT '(' trait_arguments ')'           { $$ = px_opaque(P, @$); }
    | INTEGER_PACK '(' expression ')'              { $$ = px_opaque(P, @$); }
    | BUILTIN_VA_ARG '(' assignment_expression ',' type_id ')'      { $$ = px_opaque(P, @$); }
    | BUILTIN_OFFSETOF '(' type_id ',' offsetof_member ')'          { $$ = px_opaque(P, @$); }
    | BUILTIN_BIT_CAST '(' type_id ',' assignment_expression ')'    { $$ = px_bit_cast(P, @$, @3, $5); }
    | BUILTIN_CONVERTVECTOR '(' assignment_expression ',' type_id ')' { $$ = px_opaque(P, @$); }
    ;

offsetof_member
    : any_name
    | offsetof_member '.' any_name
    | offsetof_member '[' expression ']'
    ;

trait_arguments
    : type_id
    | type_id ELLIPSIS
    | trait_arguments ',' type_id
    | trait_arguments ',' type_id ELLIPSIS
    ;

literal
    : INTEGER_LITERAL                         { $$ = px_leaf(P, EX_INT_LIT, @$); }
    | FLOATING_LITERAL                        { $$ = px_leaf(P, EX_FLOAT_LIT, @$); }
    | CHAR_LITERAL                            { $$ = px_leaf(P, EX_CHAR_LIT, @$); }
    | string_literal_seq                      { $$ = px_leaf(P, EX_STRING_LIT, @$); }
    | USER_LITERAL                            { pa_check_user_literal(P, @1.first); $$ = px_opaque(P, @$); }
    | user_string_concat                      { $$ = px_opaque(P, @$); }
    | TRUE                                    { $$ = px_leaf(P, EX_BOOL_LIT, @$); }
    | FALSE                                   { $$ = px_leaf(P, EX_BOOL_LIT, @$); }
    | NULLPTR                                 { $$ = px_leaf(P, EX_NULLPTR_LIT, @$); }
    | NULL_KW                                 { $$ = px_leaf(P, EX_INT_LIT, @$); }
    ;

string_literal_seq
    : STRING_LITERAL
    | string_literal_seq STRING_LITERAL
    ;

/* adjacent string literals of which one or more has a ud-suffix
   ([lex.ext]: "con" "cat"_s is one user-defined string literal) */
user_string_concat
    : string_literal_seq USER_LITERAL
    | USER_LITERAL STRING_LITERAL
    | USER_LITERAL USER_LITERAL
    | user_string_concat STRING_LITERAL
    | user_string_concat USER_LITERAL
    ;

id_expression
    : unqualified_id
    | nested_name_specifier unqualified_id
    | nested_name_specifier TEMPLATE dep_template_id
    | nested_name_specifier TEMPLATE operator_function_id
    | nested_name_specifier TEMPLATE conversion_function_id
    | nested_name_specifier TEMPLATE DEP_TEMPLATE_NAME   %prec PREFER_SHIFT   /* a template template argument */
    ;

unqualified_id
    : IDENTIFIER                    %prec PREFER_SHIFT
    | VALUE_TEMPLATE_NAME           %prec PREFER_SHIFT
    | value_template_id             %prec PREFER_SHIFT
    | concept_id
    | operator_function_id
    | conversion_function_id
    | literal_operator_id
    ;

/* `operator()<T>`, `operator== <>`: the filter hands out the `<` of an
   operator function template's argument list as OPERATOR_TEMPLATE_OPEN */
operator_function_id
    : OPERATOR operator_token
    | OPERATOR operator_token OPERATOR_TEMPLATE_OPEN TEMPLATE_CLOSE
    | OPERATOR operator_token OPERATOR_TEMPLATE_OPEN template_argument_list TEMPLATE_CLOSE
    ;

operator_token
    : NEW %prec PREFER_SHIFT | DELETE %prec PREFER_SHIFT | NEW '[' ']' | DELETE '[' ']' | CO_AWAIT
    | '(' ')' | '[' ']'
    | "->" | "->*" | '~' | '!' | '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | '='
    | "+=" | "-=" | "*=" | "/=" | "%=" | "^=" | "&=" | "|=" | "==" | "!=" | '<' | '>'
    | "<=" | ">=" | "<=>" | "&&" | "||" | "<<" | SHR | "<<=" | SHR_ASSIGN
    | "++" | "--" | ','
    ;

conversion_function_id
    : OPERATOR conversion_type_id
    ;

/* greedy: `operator int*` takes the `*` */
conversion_type_id
    : type_specifier_seq                          %prec PREFER_SHIFT
    | type_specifier_seq conversion_declarator
    ;

conversion_declarator
    : ptr_operator                                %prec PREFER_SHIFT
    | ptr_operator conversion_declarator
    ;

literal_operator_id
    : OPERATOR STRING_LITERAL IDENTIFIER      { pa_literal_operator(P, @3.first); }
    | OPERATOR USER_LITERAL                   { pa_literal_operator(P, @2.first); }
    | OPERATOR STRING_LITERAL IDENTIFIER OPERATOR_TEMPLATE_OPEN template_argument_list TEMPLATE_CLOSE
    | OPERATOR USER_LITERAL OPERATOR_TEMPLATE_OPEN template_argument_list TEMPLATE_CLOSE
    ;

fold_expression
    : FOLD_LPAREN cast_expression fold_operator ELLIPSIS ')'
    | FOLD_LPAREN ELLIPSIS fold_operator cast_expression ')'
    | FOLD_LPAREN cast_expression fold_operator ELLIPSIS fold_operator cast_expression ')'
    ;

fold_operator
    : '+' | '-' | '*' | '/' | '%' | '^' | '&' | '|' | "<<" | SHR | "+=" | "-=" | "*=" | "/="
    | "%=" | "^=" | "&=" | "|=" | "<<=" | SHR_ASSIGN | '=' | "==" | "!=" | '<' | '>' | "<="
    | ">=" | "&&" | "||" | ',' | ".*" | "->*"
    ;

/* lambdas */

lambda_expression
    : lambda_introducer lambda_declarator_opt compound_statement_nb      { pa_lambda_close(P, @$.last); $$ = px_leaf(P, EX_LAMBDA, @$); }
    | lambda_introducer lambda_template_open template_parameter_list TEMPLATE_CLOSE lambda_declarator_opt compound_statement_nb
                                                                         { pa_lambda_close(P, @$.last); $$ = px_leaf(P, EX_LAMBDA, @$); }
    | lambda_introducer lambda_template_open template_parameter_list TEMPLATE_CLOSE requires_clause lambda_declarator_opt compound_statement_nb
                                                                         { pa_lambda_close(P, @$.last); $$ = px_leaf(P, EX_LAMBDA, @$); }
    | lambda_introducer lambda_template_attributes lambda_template_open template_parameter_list TEMPLATE_CLOSE lambda_declarator_opt
      compound_statement_nb                                              { pa_lambda_close(P, @$.last); $$ = px_leaf(P, EX_LAMBDA, @$); }
    | lambda_introducer lambda_template_attributes lambda_template_open template_parameter_list TEMPLATE_CLOSE requires_clause
      lambda_declarator_opt compound_statement_nb                        { pa_lambda_close(P, @$.last); $$ = px_leaf(P, EX_LAMBDA, @$); }
    ;

lambda_template_open
    : '<'                              { pa_lambda_template_open(P, @1.first); }
    ;

/* [] __device__ <class T>(T x) {...}: the CUDA annotation before a
   lambda's template parameters */
lambda_template_attributes
    : gnu_attributes                   { cuda_lambda_attributes(P, @1.first, @1.last, @1.last + 1); }
    ;

lambda_introducer
    : '[' ']'                        { pa_lambda_open(P, @1.first, @2.first); }
    | '[' lambda_capture ']'         { pa_lambda_open(P, @1.first, @3.first); }
    ;

lambda_capture
    : capture_default
    | capture_list
    | capture_default ',' capture_list
    ;

capture_default
    : '&'
    | '='
    ;

capture_list
    : capture
    | capture ELLIPSIS
    | capture_list ',' capture
    | capture_list ',' capture ELLIPSIS
    ;

/* an init-capture's initializer is a full-expression of the function
   the lambda stands in */
capture
    : any_name
    | '&' any_name
    | THIS
    | '*' THIS
    | any_name initializer                  { pa_full_expression(P, $2, FE_USED, NULL); }
    | '&' any_name initializer              { pa_full_expression(P, $3, FE_DISCARDED, NULL); }
    | ELLIPSIS any_name initializer         { pa_full_expression(P, $3, FE_USED, NULL); }
    | '&' ELLIPSIS any_name initializer     { pa_full_expression(P, $4, FE_DISCARDED, NULL); }
    ;

/* without `()` (C++23, accepted with a warning before): `[] mutable {}`,
   `[] noexcept {}`, `[] -> int {}`, `[] __device__ {}` */
lambda_declarator_opt
    : lambda_specifiers_opt                        { pa_lambda_without_parameters(P, @1.first, @1.last); }
    | lambda_specifiers_opt lambda_noexcept lambda_trailing_opt
                                                   { pa_lambda_without_parameters(P, @1.first, @$.last); }
    | lambda_specifiers_opt "->" type_id           { pa_lambda_without_parameters(P, @1.first, @$.last); }
    | lambda_specifiers_opt "->" type_id requires_clause
                                                   { pa_lambda_without_parameters(P, @1.first, @$.last); }
    | '(' parameter_declaration_clause ')' lambda_specifiers_opt function_qualifiers
      lambda_trailing_opt                          { cuda_lambda_operator_attributes(P, @3.first, @$.last);
                                                     pa_lambda_parameters(P, $2); }
    | gnu_attributes '(' parameter_declaration_clause ')' lambda_specifiers_opt function_qualifiers
      lambda_trailing_opt                          /* [] __device__ (int x) { ... } */
                                                   { cuda_lambda_attributes(P, @1.first, @1.last, @2.first);
                                                     cuda_lambda_operator_attributes(P, @4.first, @$.last);
                                                     pa_lambda_parameters(P, $3); }
    | cxx11_attributes '(' parameter_declaration_clause ')' lambda_specifiers_opt function_qualifiers
      lambda_trailing_opt                          /* [] [[nodiscard]] (int x) { ... } */
                                                   { cuda_lambda_operator_attributes(P, @4.first, @$.last);
                                                     pa_lambda_parameters(P, $3); }
    ;

lambda_specifiers_opt
    : %empty
    | lambda_specifiers_opt MUTABLE
    | lambda_specifiers_opt CONSTEXPR
    | lambda_specifiers_opt CONSTEVAL
    | lambda_specifiers_opt STATIC
    | lambda_specifiers_opt gnu_attribute
    ;

lambda_noexcept
    : NOEXCEPT
    | NOEXCEPT_LP '(' constant_expression ')'
    ;

lambda_trailing_opt
    : %empty
    | "->" type_id
    | "->" type_id requires_clause
    | requires_clause
    ;

/* concepts: requires-expressions */

requires_expression
    : REQUIRES requirement_body
    | REQUIRES '(' parameter_declaration_clause ')' requirement_body
    ;

requirement_body
    : lbrace requirement_seq '}'
    ;

requirement_seq
    : requirement
    | requirement_seq requirement
    ;

requirement
    : expression ';'                                    %dprec 1
    | typename_specifier ';'                            %dprec 2
    | TYPENAME type_template_id ';'
    | TYPENAME TYPE_NAME ';'                           /* `typename T;`: a type parameter names a type */
    | '{' expression '}' ';'
    | '{' expression '}' NOEXCEPT ';'
    | '{' expression '}' "->" type_constraint ';'
    | '{' expression '}' NOEXCEPT "->" type_constraint ';'
    | REQUIRES constraint_expression ';'
    ;

%%

/* The grammar's name for a token code (for the filter's trace). */
const char *cxx_token_name(int t)
{
    return yysymbol_name(YYTRANSLATE(t));
}
