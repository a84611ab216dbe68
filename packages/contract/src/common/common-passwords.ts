/**
 * Common passwords refused for new passwords (issue 20), compared case-insensitively. The project's own
 * list: digit runs, keyboard walks, and frequent words (English, Polish, German, Ukrainian and Russian
 * transliterated, names, football clubs, cities, driving-school words) with the usual endings (1, 12,
 * 123, 1234, !, years). Only entries of at least PASSWORD_MIN_LENGTH characters matter, shorter ones
 * fail the length rule first. Space-separated to keep the web bundle small.
 */
export const COMMON_PASSWORDS_TEXT = `
!qaz2wsx 00000000 01011990 01012000 0123456789 11111111 11111111111 1111aaaa 11223344 12121212 123123123
12341234 12344321 12345678 123456789 1234567890 123456789a 12345678a 1234567a 12345qwert 1234qwer 123qweasd
19841984 19901990 1a2b3c4d 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qaz2wsx! 1qaz2wsx01 1qaz2wsx1 1qaz2wsx1! 1qaz2wsx11
1qaz2wsx12 1qaz2wsx123 1qaz2wsx1234 1qaz2wsx12345 1qaz2wsx123456 1qaz2wsx2000 1qaz2wsx2010 1qaz2wsx2020
1qaz2wsx2021 1qaz2wsx2022 1qaz2wsx2023 1qaz2wsx2024 1qaz2wsx2025 1qaz2wsx2026 1qaz2wsx3edc 1qaz2wsx69
1qaz2wsx77 1qaz2wsx88 1qaz2wsx99 1qaz2wsx@123 1qazxsw2 20002000 20202020 22222222 33333333 44444444 55555555
66666666 77777777 87654321 88888888 987654321 9876543210 99999999 a123456789 a1b2c3d4 aa123456 aaaaaaaa
abc12301 abc1231! abc12311 abc12312 abc123123 abc1231234 abc12312345 abc123123456 abc1232000 abc1232010
abc1232020 abc1232021 abc1232022 abc1232023 abc1232024 abc1232025 abc1232026 abc12369 abc12377 abc12388
abc12399 abc123@123 abcd1234 abcdefgh admin123 admin1234 admin2024 admin2025 administrator administrator1
administrator12 administrator123 administrator1234 administrator2024 administrator2025 agnieszka agnieszka1
agnieszka12 agnieszka123 agnieszka1234 agnieszka2024 agnieszka2025 andrew12 andrew123 andrew1234 andrew2024
andrew2025 android1 android12 android123 android1234 android2024 android2025 ania1234 ania2024 ania2025
anna1234 anna2024 anna2025 apple123 apple1234 apple2024 apple2025 arsenal1 arsenal12 arsenal123 arsenal1234
arsenal2024 arsenal2025 asdf1234 asdfghjk asdfghjk1 asdfghjk12 asdfghjk123 asdfghjk1234 asdfghjk2024
asdfghjk2025 asdfghjkl ashley12 ashley123 ashley1234 ashley2024 ashley2025 autumn12 autumn123 autumn1234
autumn2024 autumn2025 barcelona barcelona1 barcelona12 barcelona123 barcelona1234 barcelona2024 barcelona2025
bartek12 bartek123 bartek1234 bartek2024 bartek2025 baseball baseball1 baseball12 baseball123 baseball1234
baseball2024 baseball2025 batman12 batman123 batman1234 batman2024 batman2025 baumhaus berlin123 bialystok
buster12 buster123 buster1234 buster2024 buster2025 bydgoszcz changeme changeme1 changeme12 changeme123
changeme1234 changeme2024 changeme2025 charlie1 charlie12 charlie123 charlie1234 charlie2024 charlie2025
chelsea1 chelsea12 chelsea123 chelsea1234 chelsea2024 chelsea2025 computer1 cracovia cracovia1 cracovia12
cracovia123 cracovia1234 cracovia2024 cracovia2025 damian12 damian123 damian1234 damian2024 damian2025
daniel12 daniel123 daniel1234 daniel2024 daniel2025 dawid123 dawid1234 dawid2024 dawid2025 default1 default12
default123 default1234 default2024 default2025 deutschland django12 django123 django1234 django2024 django2025
dragon12 dragon123 dragon1234 dragon2024 dragon2025 dupa1123 dupa11234 dupa112345 dupa1123456 dupa12000
dupa12010 dupa12020 dupa12021 dupa12022 dupa12023 dupa12024 dupa12025 dupa12026 dupa1234 dupa1@123 dupa2024
dupa2025 egzamin1 egzamin12 egzamin123 egzamin1234 egzamin2024 egzamin2025 facebook facebook1 facebook12
facebook123 facebook1234 facebook2024 facebook2025 ficken123 football football1 football12 football123
football1234 football2024 football2025 fortnite fortnite1 fortnite12 fortnite123 fortnite1234 fortnite2024
fortnite2025 freedom1 freedom12 freedom123 freedom1234 freedom2024 freedom2025 fussball gdansk123 geheim123
ginger12 ginger123 ginger1234 ginger2024 ginger2025 google12 google123 google1234 google2024 google2025
guest123 guest1234 guest2024 guest2025 hallo123 haslo101 haslo11! haslo111 haslo112 haslo1123 haslo11234
haslo112345 haslo1123456 haslo12! haslo12000 haslo1201 haslo12010 haslo12020 haslo12021 haslo12022 haslo12023
haslo12024 haslo12025 haslo12026 haslo121 haslo121! haslo1211 haslo1212 haslo12123 haslo121234 haslo1212345
haslo12123456 haslo122000 haslo122010 haslo122020 haslo122021 haslo122022 haslo122023 haslo122024 haslo122025
haslo122026 haslo123 haslo123! haslo12301 haslo1231 haslo1231! haslo12311 haslo12312 haslo123123 haslo1231234
haslo12312345 haslo123123456 haslo1232000 haslo1232010 haslo1232020 haslo1232021 haslo1232022 haslo1232023
haslo1232024 haslo1232025 haslo1232026 haslo1234 haslo12369 haslo12377 haslo12388 haslo12399 haslo123@123
haslo1269 haslo1277 haslo1288 haslo1299 haslo12@123 haslo169 haslo177 haslo188 haslo199 haslo1@123 haslo2024
haslo2025 hello123 hello1234 hello2024 hello2025 hockey12 hockey123 hockey1234 hockey2024 hockey2025 huawei12
huawei123 huawei1234 huawei2024 huawei2025 hunter12 hunter123 hunter1234 hunter2024 hunter2025 iloveyou
iloveyou1 iloveyou12 iloveyou123 iloveyou1234 iloveyou2 iloveyou2024 iloveyou2025 internet internet1
internet12 internet123 internet1234 internet2024 internet2025 iphone12 iphone123 iphone1234 iphone2024
iphone2025 jennifer jennifer1 jennifer12 jennifer123 jennifer1234 jennifer2024 jennifer2025 jessica1 jessica12
jessica123 jessica1234 jessica2024 jessica2025 jordan12 jordan123 jordan1234 jordan2024 jordan2025 jordan23
justyna1 justyna12 justyna123 justyna1234 justyna2024 justyna2025 juventus juventus1 juventus12 juventus123
juventus1234 juventus2024 juventus2025 kacper12 kacper123 kacper1234 kacper2024 kacper2025 kamil123 kamil1234
kamil2024 kamil2025 karolina karolina1 karolina12 karolina123 karolina1234 karolina2024 karolina2025 kasia123
kasia1234 kasia2024 kasia2025 katarzyna katarzyna1 katarzyna12 katarzyna123 katarzyna1234 katarzyna2024
katarzyna2025 kategoriab katowice kierowca kierowca1 kierowca12 kierowca123 kierowca1234 kierowca2024
kierowca2025 kochamcie kochamcie1 kochamcie123 kochanie kochanie1 kochanie12 kochanie123 kochanie1234
kochanie2024 kochanie2025 komputer komputer1 komputer12 komputer123 komputer1234 komputer2024 komputer2025
kotek123 kotek1234 kotek2024 kotek2025 krakow123 krzysiek krzysiek1 krzysiek12 krzysiek123 krzysiek1234
krzysiek2024 krzysiek2025 krzysztof krzysztof1 krzysztof12 krzysztof123 krzysztof1234 krzysztof2024
krzysztof2025 kursant1 kursant12 kursant123 kursant1234 kursant2024 kursant2025 lech1234 lech2024 lech2025
legia123 legia1234 legia2024 legia2025 letmein1 letmein12 letmein123 letmein1234 letmein2024 letmein2025
linux123 linux1234 linux2024 linux2025 liverpool liverpool1 liverpool12 liverpool123 liverpool1234
liverpool2024 liverpool2025 lkjhgfdsa lodz1234 login123 login1234 login2024 login2025 lublin123 lukasz12
lukasz123 lukasz1234 lukasz2024 lukasz2025 magda123 magda1234 magda2024 magda2025 magdalena magdalena1
magdalena12 magdalena123 magdalena1234 magdalena2024 magdalena2025 marcin12 marcin123 marcin1234 marcin2024
marcin2025 master12 master123 master1234 master2024 master2025 mateusz1 mateusz12 mateusz123 mateusz1234
mateusz2024 mateusz2025 matthew1 matthew12 matthew123 matthew1234 matthew2024 matthew2025 michael1 michael12
michael123 michael1234 michael2024 michael2025 michal12 michal123 michal1234 michal2024 michal2025 michelle
michelle1 michelle12 michelle123 michelle1234 michelle2024 michelle2025 microsoft microsoft1 microsoft12
microsoft123 microsoft1234 microsoft2024 microsoft2025 minecraft minecraft1 minecraft12 minecraft123
minecraft1234 minecraft2024 minecraft2025 misiaczek misiaczek1 misiaczek12 misiaczek123 misiaczek1234
misiaczek2024 misiaczek2025 misiek12 misiek123 misiek1234 misiek2024 misiek2025 mnbvcxyz mojehaslo mojehaslo1
monika12 monika123 monika1234 monika2024 monika2025 monkey12 monkey123 monkey1234 monkey2024 monkey2025
moskva123 mysql123 mysql1234 mysql2024 mysql2025 myszka12 myszka123 myszka1234 myszka2024 myszka2025 natalia1
natalia12 natalia123 natalia1234 natalia2024 natalia2025 nauka123 nauka1234 nauka2024 nauka2025 niewiem1
niewiem123 nintendo nintendo1 nintendo12 nintendo123 nintendo1234 nintendo2024 nintendo2025 nokia123 nokia1234
nokia2024 nokia2025 nowehaslo nowehaslo1 olsztyn1 oracle12 oracle123 oracle1234 oracle2024 oracle2025 orange12
orange123 orange1234 orange2024 orange2025 p@ssw0rd p@ssw0rd! p@ssw0rd01 p@ssw0rd1 p@ssw0rd1! p@ssw0rd11
p@ssw0rd12 p@ssw0rd123 p@ssw0rd1234 p@ssw0rd12345 p@ssw0rd123456 p@ssw0rd2000 p@ssw0rd2010 p@ssw0rd2020
p@ssw0rd2021 p@ssw0rd2022 p@ssw0rd2023 p@ssw0rd2024 p@ssw0rd2025 p@ssw0rd2026 p@ssw0rd69 p@ssw0rd77 p@ssw0rd88
p@ssw0rd99 p@ssw0rd@123 p@ssword p@ssword1 p@ssword12 p@ssword123 p@ssword1234 p@ssword2024 p@ssword2025
pass1234 passw0rd passw0rd! passw0rd01 passw0rd1 passw0rd1! passw0rd11 passw0rd12 passw0rd123 passw0rd1234
passw0rd12345 passw0rd123456 passw0rd2000 passw0rd2010 passw0rd2020 passw0rd2021 passw0rd2022 passw0rd2023
passw0rd2024 passw0rd2025 passw0rd2026 passw0rd69 passw0rd77 passw0rd88 passw0rd99 passw0rd@123 password
password1 password12 password123 password1234 password2024 password2025 passwort passwort1 pawel123 pawel1234
pawel2024 pawel2025 pepper12 pepper123 pepper1234 pepper2024 pepper2025 piesek12 piesek123 piesek1234
piesek2024 piesek2025 pilkanozna pilkanozna1 pilkanozna12 pilkanozna123 pilkanozna1234 pilkanozna2024
pilkanozna2025 piotr123 piotr1234 piotr2024 piotr2025 playstation playstation1 playstation12 playstation123
playstation1234 playstation2024 playstation2025 poiuytrewq pokemon1 pokemon12 pokemon123 pokemon1234
pokemon2024 pokemon2025 polska101 polska11! polska111 polska112 polska1123 polska11234 polska112345
polska1123456 polska12 polska12000 polska12010 polska12020 polska12021 polska12022 polska12023 polska12024
polska12025 polska12026 polska123 polska1234 polska169 polska177 polska188 polska199 polska1@123 polska2024
polska2025 postgres postgres1 postgres12 postgres123 postgres1234 postgres2024 postgres2025 poznan123 prawko12
prawko123 prawko1234 prawko2024 prawko2025 prawojazdy prawojazdy1 prawojazdy12 prawojazdy123 prawojazdy1234
prawojazdy2024 prawojazdy2025 princess princess1 princess12 princess123 princess1234 princess2024 princess2025
privet123 q1w2e3r4 q1w2e3r4t5 qazwsx12 qazwsx123 qazwsx1234 qazwsx2024 qazwsx2025 qazwsxedc qq123456 qwe12301
qwe1231! qwe12311 qwe12312 qwe123123 qwe1231234 qwe12312345 qwe123123456 qwe1232000 qwe1232010 qwe1232020
qwe1232021 qwe1232022 qwe1232023 qwe1232024 qwe1232025 qwe1232026 qwe12369 qwe12377 qwe12388 qwe12399
qwe123@123 qweasd123 qweasdzxc qwer1234 qwerty12 qwerty123 qwerty1234 qwerty2024 qwerty2025 qwertyui
qwertyuiop qwertyuiop1 qwertyuiop12 qwertyuiop123 qwertyuiop1234 qwertyuiop2024 qwertyuiop2025 qwertz123
qwertzui realmadrid realmadrid1 realmadrid12 realmadrid123 realmadrid1234 realmadrid2024 realmadrid2025
root1234 root2024 root2025 samochod samochod1 samochod12 samochod123 samochod1234 samochod2024 samochod2025
samsung1 samsung12 samsung123 samsung1234 samsung2024 samsung2025 schatz123 secret12 secret123 secret1234
secret2024 secret2025 shadow12 shadow123 shadow1234 shadow2024 shadow2025 skarb123 skarb1234 skarb2024
skarb2025 skarbie1 skarbie12 skarbie123 skarbie1234 skarbie2024 skarbie2025 sloneczko sloneczko1 sloneczko12
sloneczko123 sloneczko1234 sloneczko2024 sloneczko2025 slonko12 slonko123 slonko1234 slonko2024 slonko2025
soccer12 soccer123 soccer1234 soccer2024 soccer2025 spring12 spring123 spring1234 spring2024 spring2025
starwars starwars1 starwars12 starwars123 starwars1234 starwars2024 starwars2025 student1 student12 student123
student1234 student2024 student2025 summer12 summer123 summer1234 summer2024 summer2025 sunshine sunshine1
sunshine12 sunshine123 sunshine1234 sunshine2024 sunshine2025 superman superman1 superman12 superman123
superman1234 superman2024 superman2025 szczecin szkola12 szkola123 szkola1234 szkola2024 szkola2025
szkolajazdy szymon12 szymon123 szymon1234 szymon2024 szymon2025 tajnehaslo test1234 test2024 test2025 tester12
tester123 tester1234 tester2024 tester2025 testowe1 testowe12 testowe123 testowe1234 testowe2024 testowe2025
thomas12 thomas123 thomas1234 thomas2024 thomas2025 tigger12 tigger123 tigger1234 tigger2024 tigger2025
tomasz12 tomasz123 tomasz1234 tomasz2024 tomasz2025 toor1234 toor2024 toor2025 trustno1 trustno101 trustno11!
trustno111 trustno112 trustno1123 trustno11234 trustno112345 trustno1123456 trustno12000 trustno12010
trustno12020 trustno12021 trustno12022 trustno12023 trustno12024 trustno12025 trustno12026 trustno169
trustno177 trustno188 trustno199 trustno1@123 ubuntu12 ubuntu123 ubuntu1234 ubuntu2024 ubuntu2025 uczen123
uczen1234 uczen2024 uczen2025 ukraina1 ukraine1 user1234 user2024 user2025 warszawa warszawa1 welcome1
welcome12 welcome123 welcome1234 welcome2024 welcome2025 whatever whatever1 whatever12 whatever123
whatever1234 whatever2024 whatever2025 widzew12 widzew123 widzew1234 widzew2024 widzew2025 windows1 windows12
windows123 windows1234 windows2024 windows2025 winter12 winter123 winter1234 winter2024 winter2025 wisla123
wisla1234 wisla2024 wisla2025 wojtek12 wojtek123 wojtek1234 wojtek2024 wojtek2025 wroclaw1 xbox1234 xbox2024
xbox2025 xiaomi12 xiaomi123 xiaomi1234 xiaomi2024 xiaomi2025 ytrewq123 z1x2c3v4 zabka123 zabka1234 zabka2024
zabka2025 zaq12wsx zaq12wsx! zaq12wsx01 zaq12wsx1 zaq12wsx1! zaq12wsx11 zaq12wsx12 zaq12wsx123 zaq12wsx1234
zaq12wsx12345 zaq12wsx123456 zaq12wsx2000 zaq12wsx2010 zaq12wsx2020 zaq12wsx2021 zaq12wsx2022 zaq12wsx2023
zaq12wsx2024 zaq12wsx2025 zaq12wsx2026 zaq12wsx3edc zaq12wsx69 zaq12wsx77 zaq12wsx88 zaq12wsx99 zaq12wsx@123
zaq1@wsx zaq1xsw2 zaq1xsw2! zaq1xsw201 zaq1xsw21 zaq1xsw21! zaq1xsw211 zaq1xsw212 zaq1xsw2123 zaq1xsw21234
zaq1xsw212345 zaq1xsw2123456 zaq1xsw22000 zaq1xsw22010 zaq1xsw22020 zaq1xsw22021 zaq1xsw22022 zaq1xsw22023
zaq1xsw22024 zaq1xsw22025 zaq1xsw22026 zaq1xsw269 zaq1xsw277 zaq1xsw288 zaq1xsw299 zaq1xsw2@123 zmienhaslo
zuzia123 zuzia1234 zuzia2024 zuzia2025 zxcvbnm1 zxcvbnm12 zxcvbnm123 zxcvbnm1234 zxcvbnm2024 zxcvbnm2025
zz123456
`;
